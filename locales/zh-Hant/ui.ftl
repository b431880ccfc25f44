# 遊戲進行中的文字：提示、選項與遊戲紀錄。
# 參數已是文字：$kind 如「地下酒吧」，$card 為卡名，$seat 如「玩家 2」……
# $to_borough、$row、$to_row 傳入的是原始值（downtown、1……），故用選擇器翻譯。

backing = 勢力 { $total }（{ $goons ->
    [0] 不用混混
   *[other] 用 { $goons } 名混混
  }{ $associate ->
    [paid] ，支付 ${ $fee } 請合夥人協助
    [free] ，合夥人免費協助
   *[none] {""}
  }）

prompt-helper = 本回合是否使用一張助手卡？
prompt-give-card = 將哪張營運卡交給{ $to }？
prompt-give-helper = 將哪張助手卡交給{ $to }？
prompt-give-city_tile = 將哪片城市板塊交給{ $to }？
prompt-place-capo = 派遣幹部到哪個行動格「談事情」？
prompt-draw = 從哪個營運牌庫抽一張營運卡？
prompt-return-tile = 你至多只能保留 { $limit } 片城市板塊：歸還哪一片？
prompt-return-where = 將城市板塊「{ $tile }」放回展示區中間一欄的哪一格？
prompt-defend = 幫派以勢力 { $war } 攻擊你在第 { $district } 街區的{ $kind }。
prompt-take-card = 從哪個牌庫拿取營運卡？
prompt-take-helper = 拿取哪張助手卡？
prompt-take-tile = 拿取哪片城市板塊？
prompt-raise = 提升哪一項等級？
prompt-discard = 棄掉哪張營運卡？
prompt-play-card = 打出哪張營運卡？
prompt-copy-helper = 獲得哪張助手卡的獎勵？
prompt-use-tile = 使用哪片城市板塊？
prompt-cook = 將帳本放到哪個目標上？
prompt-protect = 保護哪棟建築？（每棟花費 { $cost } 點影響力）
prompt-sell = 從哪裡販售酒桶？（還可販售至多 { $left } 個）
prompt-build = 開設哪種建築？（接下來選擇街區。）
prompt-build-space = 在哪裡開設{ $kind }？
prompt-upgrade = 升級哪家地下酒吧？
prompt-take-over = 用哪種建築接管幫派酒吧？
prompt-take-over-target = 以{ $kind }接管哪家幫派酒吧？
prompt-take-over-backing = 如何支援對第 { $district } 街區的進攻（防禦值 { $defense }）？
prompt-place-family = 將家族成員放到哪裡？
prompt-dock-reward = 獲得哪種碼頭獎勵？
prompt-dock-shuffle = 是否將你在碼頭的另一名家族成員移到其他空格？
prompt-ambush = 伏擊哪艘船？
prompt-stow = 將酒桶放到哪裡？
prompt-turn-order = 將你的回合順位標記放到哪一格？
prompt-ally = 拉攏哪一名幫派份子當你的合夥人？
prompt-swap = 與哪名幹部交換？
prompt-truck-enter = 卡車 { $truck } 從哪裡進入地圖？
prompt-truck-order = 先移動哪輛卡車？（一輛卡車移動完畢後，再移動另一輛。）
prompt-truck = 卡車 { $truck } 位於第 { $district } 街區，載有 { $load } 個酒桶，還剩 { $left } 點移動力。
prompt-buy-again = 是否從這艘船再購買一個酒桶？

opt-helper = { $helper }
opt-ability = 使用僅限一次的效果——{ $component }：{ $node }
opt-no-helper = 本回合不使用助手卡
opt-place-capo = { $loc }，行動格 { $person }
opt-deck = { $deck }牌庫
opt-tile = { $tile }
opt-take-tile = { $column ->
    [right] 從展示區拿取「{ $tile }」（板塊堆會補入一片）
   *[middle] 從歸還的板塊中拿取「{ $tile }」
  }
opt-card = { $card }
opt-raise = { $track }
opt-objective = { $objective }
opt-defend = 防守第 { $district } 街區的{ $kind }：{ $backing }
opt-defend-free = 合夥人免費為你防守{ $kind }
opt-lose = 放棄防守{ $kind }
opt-middle-empty = 第 { $row } 橫列中間的空格
opt-middle-cover = 第 { $row } 橫列中間的格子（蓋住「{ $tile }」）
opt-protect = 保護第 { $district } 街區的{ $kind }{ $marks ->
    [barrel] （有酒桶）
   *[none] {""}
  }
opt-stop-protect = 不再保護其他建築
opt-sell = 從第 { $district } 街區的{ $kind }販售，售價 ${ $price }
opt-stop-sell = 停止販售
opt-build = { $kind }（${ $cost }，開設獎勵：{ $node }）
opt-build-plain = { $kind }（${ $cost }）
opt-space = 第 { $district } 街區（{ $borough }）的建築格{ $has_tile ->
    [yes] （有城市板塊「{ $tile }」）
   *[no] （無城市板塊）
  }
opt-upgrade = 將第 { $district } 街區的地下酒吧{ $marks ->
    [protected] （受保護）
    [barrel] （有酒桶）
    [protected-barrel] （受保護，有酒桶）
   *[none] {""}
  }升級為{ $kind }（${ $cost }）
opt-take-over = 第 { $district } 街區（{ $borough }）的幫派酒吧，防禦值 { $defense }{ $has_tile ->
    [yes] ，其下有城市板塊「{ $tile }」
   *[no] {""}
  }
opt-ignore-defense = 無視其防禦值
opt-vip = 放入你的 VIP 包廂
opt-dock = 派到{ $borough }碼頭第 { $row } 橫列（{ $node }）
opt-dock-move = 從{ $borough }碼頭第 { $row } 橫列移到{ $to_borough ->
    [downtown] 下城區
    [midtown] 中城區
    [uptown] 上城區
   *[other] { $to_borough }
  }碼頭第 { $to_row } 橫列
opt-stay = 留在原處
opt-ambush = { $ship }：{ $backing }
opt-ambush-hire = { $ship }：{ $backing }，並雇用其他玩家的 { $hired } 名家族成員（{ $owners }；每名 $1）
opt-stow = 放到第 { $district } 街區的{ $kind }{ $marks ->
    [protected] （受保護）
   *[none] {""}
  }旁
opt-stow-still = 放入你的蒸餾廠區
opt-column = 第 { $column } 格{ $discard ->
    [0] {""}
   *[other] （需額外棄掉 { $discard } 張營運卡）
  }
opt-mobster = { $mobster }（第 { $district } 街區）
opt-swap = { $other } 在{ $loc }行動格 { $person } 的幹部
opt-enter = 第 { $district } 街區
opt-truck-skip = 卡車 { $truck } 不進入地圖
opt-unload = 將一個酒桶配送到第 { $district } 街區的{ $kind }{ $marks ->
    [protected] （受保護）
   *[none] {""}
  }
opt-load = 從你的蒸餾廠裝載 { $count } 個酒桶
opt-buy = 從{ $ship }的船上購買一個酒桶，售價 ${ $price }
opt-drive = 開往第 { $district } 街區
opt-truck-end = 卡車 { $truck } 在此停下
opt-truck-first = 先移動卡車 { $truck }（在第 { $district } 街區）
opt-truck-first-off = 先移動卡車 { $truck }（在地圖外）
opt-buy-again = 再買一個，售價 ${ $price }
opt-sail = 讓船繼續航行

log-act = 第 { $act } 時期（{ $years }）開始。
log-act_end = 第 { $act } 時期結束。
log-round = 第 { $act } 時期第 { $round } 輪。
log-capo = { $seat } 派遣幹部到{ $loc }（行動格 { $person }）。
log-gain = { $seat } 獲得 { $amount } { $measure }{ $what }。
log-gain_money = { $safe ->
    [true] { $seat } 將 ${ $amount } 放入保險箱。
   *[other] { $seat } 獲得 ${ $amount } 現金。
  }
log-hire = { $free ->
    [true] { $seat } 免費雇用了一名混混。
   *[other] { $cost ->
        [0] { $seat } 雇用了一名混混，該格不需費用。
       *[other] { $seat } 雇用了一名混混。
    }
  }
log-goons_back = { $seat } 動用了 { $amount } 名混混，他們回到供應區。
# 一筆支付：用途（$why），再說明錢的來源。$cash 出自現金；$worth 為保險箱支付的金額，
# 按 $rate 比 1 從保險箱取出 $safe（000 第 7 頁）。
log-pay = { $seat } { $why ->
    [goon] 雇用一名混混，支付
    [build] 為{ $building }支付
    [upgrade] 將地下酒吧升級為{ $building }，支付
    [fee] 為合夥人{ $mobster }的協助支付
    [barrel] 從{ $ship }的船上購買一個酒桶，支付
    [family] 借用{ $to }在碼頭的家族成員，付給對方
    [component] 因{ $component }支付
   *[other] 支付
  } ${ $money }{ $worth ->
    [0] {" "}現金
   *[other] { $cash ->
        [0] ，全部出自保險箱（按 { $rate } 比 1 折算，從保險箱取出 ${ $safe }）
       *[other] ：現金 ${ $cash }，保險箱 ${ $worth }（按 { $rate } 比 1 折算，從保險箱取出 ${ $safe }）
    }
  }。
log-safe_rule = （洗錢規則：保險箱裡的錢按 { $rate } 比 1 支付，每欠 $1 需從保險箱取出 ${ $rate }。所以先用現金：遊戲結束時現金與保險箱裡的錢都是每 $1 計 $1。）
log-pay_influence = { $seat } 支付 { $amount } { $measure }{ $what }。
log-give = { $seat } 將 { $amount } { $measure }{ $what }交給{ $to }。
log-give_card = { $seat } 將一張營運卡交給{ $to }。
log-give_helper = { $seat } 將助手卡「{ $helper }」交給{ $to }。
log-give_city_tile = { $seat } 將城市板塊「{ $tile }」交給{ $to }。
log-give_money = { $seat } 將 ${ $money } 交給{ $to }{ $worth ->
    [0] ，以現金支付
   *[other] { $cash ->
        [0] ，全部出自保險箱（按 { $rate } 比 1 折算，從保險箱取出 ${ $safe }）
       *[other] ：現金 ${ $cash }，保險箱 ${ $worth }（按 { $rate } 比 1 折算，從保險箱取出 ${ $safe }）
    }
  }。
log-draw_card = { $seat } 從{ $deck }牌庫抽了「{ $card }」。
log-card_back = 「{ $card }」放回{ $deck }牌庫底部。
log-take_helper = { $seat } 拿取了助手卡「{ $helper }」。
log-helper_dealt = 助手卡展示區補入一張新卡：「{ $helper }」。
log-take_tile = { $seat } 拿取了城市板塊「{ $tile }」。
log-tile_dealt = 展示區補入一片新的城市板塊：「{ $tile }」。
log-return_tile = { $seat } 將城市板塊「{ $tile }」放回展示區第 { $row } 橫列中間的格子。
log-raise = { $seat } 將{ $track }提升到 { $level } 級{ $stat ->
    [strength] ：攻擊與防禦值為 { $value }
    [vip_capacity] ：VIP 包廂可容納 { $value } 名家族成員
    [sell_limit] ：每次販售最多賣出 { $value } 個酒桶
    [production] ：蒸餾廠每次生產 { $value } 個酒桶
    [truck_range] ：每輛卡車最多行駛 { $value } 個街區
   *[other] {""}
  }。
log-discard = { $seat } 棄掉了「{ $card }」，正面朝上放到{ $deck }牌庫底部。
log-play_card = { $seat } 打出了「{ $card }」。
log-use_tile = { $seat } 使用了城市板塊「{ $tile }」。
log-use_helper = { $seat } 使用了助手卡「{ $helper }」。
log-cook = { $seat } 作假帳：{ $objective }。
log-protect = { $seat } 保護了第 { $district } 街區的{ $kind }{ $tokens ->
    [0] {""}
   *[other] （花費 { $tokens } 個影響力標記）
  }。
log-produce = { $seat } 的蒸餾廠生產了 { $barrels } 個酒桶。
log-sell = { $seat } 在第 { $district } 街區以 ${ $price } 販售了一個酒桶。
log-build = { $seat } 在第 { $district } 街區開設了一家{ $kind }。
log-take_over = { $seat } 以{ $kind }接管了第 { $district } 街區的一家幫派酒吧。
log-upgrade = { $seat } 將第 { $district } 街區的一家地下酒吧升級為{ $kind }。
log-family_vip = { $seat } 將一名家族成員放入 VIP 包廂。
log-family_dock = { $seat } 派遣一名家族成員到{ $borough }碼頭第 { $row } 橫列。
log-dock_move = { $seat } 將一名家族成員從{ $borough }碼頭第 { $row } 橫列移到{ $to_borough }碼頭第 { $to_row } 橫列（移動不會獲得獎勵：只有新派到碼頭的家族成員獲得該橫列的獎勵）。
log-family_home = { $vip ->
    [true] { $seat } 的一名家族成員從碼頭回到 VIP 包廂。
   *[other] { $seat } 的一名家族成員從碼頭回到供應區：VIP 包廂已滿。
  }
log-ambush = { $seat } 伏擊了{ $ship }的萊姆酒走私船。
log-crate = { $seat } 贏得{ $crate }，獲得 ${ $cash } 現金；翻面後，本局剩餘時間內：{ $node }。
log-stow = { $seat } 將酒桶放到第 { $district } 街區的{ $kind }旁。
log-stow_still = { $seat } 將酒桶放入自己的蒸餾廠。
log-ship_sails = { $ship }的船繼續航行，駛向第 { $district } 街區的港口。
log-buy_barrel = { $seat } 從{ $ship }的船上購買了一個酒桶。
log-truck = { $seat } 的卡車 { $truck } 開到第 { $district } 街區。
log-load = { $seat } 從蒸餾廠將 { $amount } 個酒桶裝上卡車 { $truck }。
log-deliver = { $seat } 向第 { $district } 街區配送了一個酒桶。
log-turn_order = { $seat } 移到順位軌下排的第 { $column } 格。
log-turn_order_changed = 新的回合順位：{ $order }。
log-casino_payout = { $seat } 的賭場帶來 ${ $amount } 現金。
log-ally = { $seat } 拉攏{ $mobster }當合夥人。
log-mobster_returns = { $mobster }回到幫派圖板的第 { $district } 街區。
log-swap_capo = { $seat } 與{ $other } 交換了幹部。
log-infamy_reward = { $seat } 的惡名達到 { $at }，獲得該格的獎勵：{ $node }。
log-mob_war = 「幸運」盧西亞諾階段：{ $count ->
    [0] 本時期沒有幫派戰爭。
   *[other] 幫派戰爭波及第 { $districts } 街區。
  }
log-mobster_arrives = { $mobster }來到第 { $district } 街區（幫派戰爭勢力 { $war }）。
log-mob_opens = 幫派在第 { $district } 街區開設了 { $amount } 家幫派酒吧。
log-mobster_leaves = { $mobster }在第 { $district } 街區找不到空位，從遊戲中移除；該街區的幫派勢力板塊翻面朝下。
log-defended = { $seat } 守住了第 { $district } 街區的{ $kind }。
log-lost = { $seat } 失去了第 { $district } 街區的一家{ $kind }。
log-police = { $count ->
    [0] 沒有街區有警察巡守。
   *[other] 警察巡守第 { $police } 街區。
  }
log-payout = { $seat } 從「幸運」盧西亞諾處獲得 ${ $amount } 分潤，放入保險箱（{ $borough }：控制 { $held } 個街區，第 { $place } 名）。
log-final = 遊戲結束：最終計分。

bot-greedy = 貪心電腦玩家

# Speakeasy 對局結果的用詞（覆蓋核心的，TextKit.overrides）：得分是金錢，落點是幹部的
game-points = ${ $score }
game-places = 幹部
# 公開的牌桌（議題 22）：營運牌庫與備用貨箱板塊面朝上（D-60、D-61）
opt-deck-top = 「{ $card }」（{ $deck }牌庫）
log-deck_top = { $deck }牌庫最上面的牌是「{ $card }」。
log-deck_empty = { $deck }牌庫已經沒有牌了。
log-crate_top = 備用貨箱板塊最上面的是{ $crate }。
log-crate_dealt = { $crate }被放到{ $ship }的萊姆酒走私船上。
prompt-dock-leave = 你在{ $borough }碼頭的哪一名家族成員離開？
opt-dock-leave = 第 { $row } 橫列的那一名（該格獎勵：{ $node }）
log-still_barrels_back = { $seat } 失去的蒸餾廠上的 { $amount } 個酒桶歸還給供應區。
log-gain_none = { $seat } 沒有獲得{ $what }：供應區已經沒有了。

# （issue 28，l10n28）強力電腦玩家：工作室的座位選單（bot-）與終端機的座位列表（term-bot-，table.ftl）同名
bot-consigliere = 軍師電腦玩家（向前搜尋）

# （issue 29 第 4 項，D-240..D-244）敘述說出玩家需要知道的：起始手牌面朝下發出，只對其主人列出（日誌的受眾）；
# 惡名的變化及其達到的酒桶售價；盧西亞諾的名次或賭場為何沒有收入；幹部所在行動格為何什麼也沒做（只告訴該玩家：
# 付不起費用會透露保險箱）
log-dealt = { $seat } 拿到 { $amount } 張面朝下的營運卡，每個牌庫各 1 張。
log-dealt_hand = { $seat } 的起始手牌（只有{ $seat }看得到）：{ $dealt_cards }。
log-infamy = { $seat } 的惡名從 { $was } 升到 { $now }{ $prices ->
    [new] ：現在每個酒桶在地下酒吧售價 ${ $speakeasy }，在夜總會或賭場售價 ${ $high }
    [next] ；惡名達到 { $next } 時酒桶售價提高
   *[top] {""}
  }。
log-trucks = { $seat } 現在有 { $amount } 輛卡車：新卡車第一次運送時可從任一街區進入地圖。
log-payout_none = { $seat } 控制{ $borough }的 { $held } 個街區，但只排第 { $place } 名：{ $beyond ->
    [true] 「幸運」盧西亞諾只付給前 { $paid } 名。
   *[other] 「幸運」盧西亞諾對這個名次不付錢。
  }
log-casino_closed = { $seat } 在第 { $district } 街區的賭場沒有收入：該街區有警察，而且沒有家族成員保護它。
# 行動格的規則文字是對玩家說的第二人稱（「你可以……」），放進第三人稱的紀錄時加引號引述
log-capo_idle = { $seat } 在{ $loc }撲了個空：這個行動格的行動「{ $node }」目前都無法執行；原因只有{ $seat }看得到。
log-give_card_named = { $seat } 將「{ $card }」交給{ $to }（只有他們兩人看得到是哪一張）。
log-objective_met = { $seat } 現在達成了{ $objective }：在餐廳把帳本放到該目標上即可獲得獎勵（{ $node }）；只有{ $seat }看得到。
# 牌庫即場所（issue 27 第 3 項，D-300）：查看的牌只告訴查看者本人
prompt-look-keep = 從{ $deck }牌庫查看的牌中留下哪一張？（還要留下 { $left } 張）
prompt-look-order = 接下來將哪張牌放到{ $deck }牌庫底部（壓在之前放回的牌下面）？
log-look_seen = { $seat } 查看了{ $deck }牌庫頂的牌（只有{ $seat }看得到）：{ $looked_cards }。
log-look_kept = { $kept ->
    [0] { $seat } 一張也沒有留下
   *[other] { $seat } 留下了{ $kept_cards }
  }{ $bottom ->
    [0] {""}
   *[other] ，並將{ $bottom_cards }按原順序放到{ $deck }牌庫底部
  }（只有{ $seat }看得到是哪些牌）。
log-look_deck = { $seat } 查看了{ $deck }牌庫頂的 { $looked } 張牌，留下 { $kept } 張，將 { $bottom } 張放到牌庫底部。

# 為什麼某個行動格不能派幹部前往（issue 29）：只告訴正在決定的玩家
why-not-taken = { $seat } 的幹部已在那裡
why-not-players = { $players } 人遊戲時不使用
why-not-pay = 它的第一項行動須執行，而你現在付不起（{ $node }）
why-not-step = 它的第一項行動須執行，而現在無法執行（{ $node }）
why-not-unknown = 目前不能選

# 酒桶從蒸餾廠交到另一名玩家的蒸餾廠（D-355）：公開資訊
log-give_barrel = { $seat } 將自己蒸餾廠上的 { $amount } 個酒桶交給{ $to }，放到其蒸餾廠上。
