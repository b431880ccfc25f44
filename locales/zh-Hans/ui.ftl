# 游戏进行中的文字：提示、选项与游戏记录。
# 参数已是文字：$kind 如“地下酒吧”，$card 为卡名，$seat 如“玩家 2”……
# $to_borough、$row、$to_row 传入的是原始值（downtown、1……），故用选择器翻译。

backing = 势力 { $total }（{ $goons ->
    [0] 不用打手
   *[other] 用 { $goons } 名打手
  }{ $associate ->
    [paid] ，支付 ${ $fee } 请合伙人协助
    [free] ，合伙人免费协助
   *[none] {""}
  }）

prompt-helper = 本回合是否使用一张帮手卡？
prompt-give-card = 将哪张经营卡交给{ $to }？
prompt-give-helper = 将哪张帮手卡交给{ $to }？
prompt-give-city_tile = 将哪块城市板块交给{ $to }？
prompt-place-capo = 派头目去找哪位人物？
prompt-draw = 从哪个经营牌库抓一张经营卡？
prompt-return-tile = 你至多只能保留 { $limit } 块城市板块：归还哪一块？
prompt-return-where = 将城市板块“{ $tile }”放回展示区中间一列的哪一格？
prompt-defend = 黑帮以势力 { $war } 攻击你在第 { $district } 地区的{ $kind }。
prompt-take-card = 从哪个牌库拿取经营卡？
prompt-take-helper = 拿取哪张帮手卡？
prompt-take-tile = 拿取哪块城市板块？
prompt-raise = 提升哪一项等级？
prompt-discard = 弃掉哪张经营卡？
prompt-play-card = 打出哪张经营卡？
prompt-copy-helper = 获得哪张帮手卡的奖励？
prompt-use-tile = 使用哪块城市板块？
prompt-cook = 将账簿放到哪个目标上？
prompt-protect = 保护哪座建筑？（每座花费 { $cost } 影响力）
prompt-sell = 从哪里出售酒桶？（还可出售至多 { $left } 个）
prompt-build = 开设哪种建筑？（接下来选择地区。）
prompt-build-space = 在哪里开设{ $kind }？
prompt-upgrade = 升级哪家地下酒吧？
prompt-take-over = 用哪种建筑接管黑帮地下酒吧？
prompt-take-over-target = 以{ $kind }接管哪家黑帮地下酒吧？
prompt-take-over-backing = 如何支援对第 { $district } 地区的进攻（防御力 { $defense }）？
prompt-place-family = 将家族成员放到哪里？
prompt-dock-reward = 获得哪种码头奖励？
prompt-dock-shuffle = 是否将你在码头的另一名家族成员移到别的空位？
prompt-ambush = 伏击哪艘船？
prompt-stow = 将酒桶放到哪里？
prompt-turn-order = 将你的回合顺位标记移到哪一格？
prompt-ally = 拉拢哪名黑帮人物做你的合伙人？
prompt-swap = 与哪个头目对调？
prompt-truck-enter = 卡车 { $truck } 从哪里进入地图？
prompt-truck-order = 先移动哪辆卡车？（一辆卡车完全移动后，再移动另一辆。）
prompt-truck = 卡车 { $truck } 位于第 { $district } 地区，载有 { $load } 个酒桶，还能移动 { $left } 步。
prompt-buy-again = 是否从这艘船再购买一个酒桶？

opt-helper = { $helper }
opt-ability = 使用仅限一次的效果——{ $component }：{ $node }
opt-no-helper = 本回合不使用帮手卡
opt-place-capo = { $loc }，人物 { $person }
opt-deck = { $deck }牌库
opt-tile = { $tile }
opt-take-tile = { $column ->
    [right] 从展示区拿取“{ $tile }”（板块堆会补入一块）
   *[middle] 从归还的板块中拿取“{ $tile }”
  }
opt-card = { $card }
opt-raise = { $track }
opt-objective = { $objective }
opt-defend = 防守第 { $district } 地区的{ $kind }：{ $backing }
opt-defend-free = 合伙人免费为你防守{ $kind }
opt-lose = 放弃防守{ $kind }
opt-middle-empty = 第 { $row } 行中间一列的空格
opt-middle-cover = 第 { $row } 行中间一列（盖住“{ $tile }”）
opt-protect = 保护第 { $district } 地区的{ $kind }{ $marks ->
    [barrel] （有酒桶）
   *[none] {""}
  }
opt-stop-protect = 不再保护其他建筑
opt-sell = 从第 { $district } 地区的{ $kind }出售，售价 ${ $price }
opt-stop-sell = 停止出售
opt-build = { $kind }（${ $cost }，开设奖励：{ $node }）
opt-build-plain = { $kind }（${ $cost }）
opt-space = 第 { $district } 地区（{ $borough }）的建筑格{ $has_tile ->
    [yes] （有城市板块“{ $tile }”）
   *[no] （无城市板块）
  }
opt-upgrade = 将第 { $district } 地区的地下酒吧{ $marks ->
    [protected] （受保护）
    [barrel] （有酒桶）
    [protected-barrel] （受保护，有酒桶）
   *[none] {""}
  }升级为{ $kind }（${ $cost }）
opt-take-over = 第 { $district } 地区（{ $borough }）的黑帮地下酒吧，防御力 { $defense }{ $has_tile ->
    [yes] ，其下有城市板块“{ $tile }”
   *[no] {""}
  }
opt-ignore-defense = 无视其防御力
opt-vip = 放入你的 VIP 包厢
opt-dock = 派到{ $borough }码头第 { $row } 行（{ $node }）
opt-dock-move = 从{ $borough }码头第 { $row } 行移到{ $to_borough ->
    [downtown] 下城区
    [midtown] 中城区
    [uptown] 上城区
   *[other] { $to_borough }
  }码头第 { $to_row } 行
opt-stay = 留在原处
opt-ambush = { $ship }：{ $backing }
opt-ambush-hire = { $ship }：{ $backing }，并借用其他玩家的 { $hired } 名家族成员（{ $owners }；每名 $1）
opt-stow = 放到第 { $district } 地区的{ $kind }{ $marks ->
    [protected] （受保护）
   *[none] {""}
  }旁
opt-stow-still = 放入你的酿酒厂
opt-column = 第 { $column } 格{ $discard ->
    [0] {""}
   *[other] （需额外弃掉 { $discard } 张经营卡）
  }
opt-mobster = { $mobster }（第 { $district } 地区）
opt-swap = { $other } 在{ $loc }人物 { $person } 处的头目
opt-enter = 第 { $district } 地区
opt-truck-skip = 卡车 { $truck } 不进入地图
opt-unload = 将一个酒桶运送到第 { $district } 地区的{ $kind }{ $marks ->
    [protected] （受保护）
   *[none] {""}
  }
opt-load = 从你的酿酒厂装载 { $count } 个酒桶
opt-buy = 从{ $ship }的船上购买一个酒桶，售价 ${ $price }
opt-drive = 开往第 { $district } 地区
opt-truck-end = 卡车 { $truck } 在此停下
opt-truck-first = 先移动卡车 { $truck }（在第 { $district } 地区）
opt-truck-first-off = 先移动卡车 { $truck }（在地图外）
opt-buy-again = 再买一个，售价 ${ $price }
opt-sail = 让船继续航行

log-act = 第 { $act } 幕（{ $years }）开始。
log-act_end = 第 { $act } 幕结束。
log-round = 第 { $act } 幕第 { $round } 轮。
log-capo = { $seat } 派遣头目到{ $loc }（人物 { $person }）。
log-gain = { $seat } 获得 { $amount } { $measure }{ $what }。
log-gain_money = { $safe ->
    [true] { $seat } 将 ${ $amount } 放入保险箱。
   *[other] { $seat } 获得 ${ $amount } 现金。
  }
log-hire = { $free ->
    [true] { $seat } 免费雇佣了一名打手。
   *[other] { $cost ->
        [0] { $seat } 雇佣了一名打手，该格无需费用。
       *[other] { $seat } 雇佣了一名打手。
    }
  }
log-goons_back = { $seat } 动用了 { $amount } 名打手，他们回到供应区。
# 一笔支付：用途（$why），再说明钱的来源。$cash 出自现金；$worth 为保险箱支付的金额，
# 按 $rate 比 1 从保险箱取出 $safe（000 第 7 页）。
log-pay = { $seat } { $why ->
    [goon] 雇佣一名打手，支付
    [build] 为{ $building }支付
    [upgrade] 将地下酒吧升级为{ $building }，支付
    [fee] 为合伙人{ $mobster }的协助支付
    [barrel] 从{ $ship }的船上购买一个酒桶，支付
    [family] 借用{ $to }在码头的家族成员，付给对方
    [component] 因{ $component }支付
   *[other] 支付
  } ${ $money }{ $worth ->
    [0] {" "}现金
   *[other] { $cash ->
        [0] ，全部出自保险箱（按 { $rate } 比 1 折算，从保险箱取出 ${ $safe }）
       *[other] ：现金 ${ $cash }，保险箱 ${ $worth }（按 { $rate } 比 1 折算，从保险箱取出 ${ $safe }）
    }
  }。
log-safe_rule = （洗钱规则：保险箱里的钱按 { $rate } 比 1 支付，每欠 $1 需从保险箱取出 ${ $rate }。所以先用现金：游戏结束时现金与保险箱里的钱都是每 $1 计 $1。）
log-pay_influence = { $seat } 支付 { $amount } { $measure }{ $what }。
log-give = { $seat } 将 { $amount } { $measure }{ $what }交给{ $to }。
log-give_card = { $seat } 将一张经营卡交给{ $to }。
log-give_helper = { $seat } 将帮手卡“{ $helper }”交给{ $to }。
log-give_city_tile = { $seat } 将城市板块“{ $tile }”交给{ $to }。
log-give_money = { $seat } 将 ${ $money } 交给{ $to }{ $worth ->
    [0] ，以现金支付
   *[other] { $cash ->
        [0] ，全部出自保险箱（按 { $rate } 比 1 折算，从保险箱取出 ${ $safe }）
       *[other] ：现金 ${ $cash }，保险箱 ${ $worth }（按 { $rate } 比 1 折算，从保险箱取出 ${ $safe }）
    }
  }。
log-draw_card = { $seat } 从{ $deck }牌库抓了“{ $card }”。
log-card_back = “{ $card }”放回{ $deck }牌库底部。
log-take_helper = { $seat } 拿取了帮手卡“{ $helper }”。
log-helper_dealt = 帮手卡展示区补入一张新卡：“{ $helper }”。
log-take_tile = { $seat } 拿取了城市板块“{ $tile }”。
log-tile_dealt = 城市板块展示区补入一块新板块：“{ $tile }”。
log-return_tile = { $seat } 将城市板块“{ $tile }”放回展示区第 { $row } 行的中间一列。
log-raise = { $seat } 将{ $track }提升到 { $level } 级{ $stat ->
    [strength] ：攻击力与防御力为 { $value }
    [vip_capacity] ：VIP 包厢可容纳 { $value } 名家族成员
    [sell_limit] ：每次出售最多卖出 { $value } 个酒桶
    [production] ：酿酒厂每次生产 { $value } 个酒桶
    [truck_range] ：每辆卡车最多行驶 { $value } 个地区
   *[other] {""}
  }。
log-discard = { $seat } 弃掉了“{ $card }”，正面朝上放到{ $deck }牌库底部。
log-play_card = { $seat } 打出了“{ $card }”。
log-use_tile = { $seat } 使用了城市板块“{ $tile }”。
log-use_helper = { $seat } 使用了帮手卡“{ $helper }”。
log-cook = { $seat } 篡改账簿：{ $objective }。
log-protect = { $seat } 保护了第 { $district } 地区的{ $kind }{ $tokens ->
    [0] {""}
   *[other] （花费 { $tokens } 个影响力指示物）
  }。
log-produce = { $seat } 的酿酒厂生产了 { $barrels } 个酒桶。
log-sell = { $seat } 在第 { $district } 地区以 ${ $price } 出售了一个酒桶。
log-build = { $seat } 在第 { $district } 地区开设了一家{ $kind }。
log-take_over = { $seat } 以{ $kind }接管了第 { $district } 地区的一家黑帮地下酒吧。
log-upgrade = { $seat } 将第 { $district } 地区的一家地下酒吧升级为{ $kind }。
log-family_vip = { $seat } 将一名家族成员放入 VIP 包厢。
log-family_dock = { $seat } 派遣一名家族成员到{ $borough }码头第 { $row } 行。
log-dock_move = { $seat } 将一名家族成员从{ $borough }码头第 { $row } 行移到{ $to_borough }码头第 { $to_row } 行（移动不获得奖励：只有新派到码头的家族成员获得该行的奖励）。
log-family_home = { $vip ->
    [true] { $seat } 的一名家族成员从码头回到 VIP 包厢。
   *[other] { $seat } 的一名家族成员从码头回到供应区：VIP 包厢已满。
  }
log-ambush = { $seat } 伏击了{ $ship }的朗姆酒运输船。
log-crate = { $seat } 赢得{ $crate }，获得 ${ $cash } 现金；翻面后，本局余下时间内：{ $node }。
log-stow = { $seat } 将酒桶放到第 { $district } 地区的{ $kind }旁。
log-stow_still = { $seat } 将酒桶放入自己的酿酒厂。
log-ship_sails = { $ship }的船继续航行，驶向第 { $district } 地区的港口。
log-buy_barrel = { $seat } 从{ $ship }的船上购买了一个酒桶。
log-truck = { $seat } 的卡车 { $truck } 开到第 { $district } 地区。
log-load = { $seat } 从酿酒厂将 { $amount } 个酒桶装上卡车 { $truck }。
log-deliver = { $seat } 向第 { $district } 地区运送了一个酒桶。
log-turn_order = { $seat } 移到回合顺位轨道下一行的第 { $column } 格。
log-turn_order_changed = 新的回合顺位：{ $order }。
log-casino_payout = { $seat } 的赌场带来 ${ $amount } 现金。
log-ally = { $seat } 与{ $mobster }结为合伙人。
log-mobster_returns = { $mobster }回到黑帮版图的第 { $district } 地区。
log-swap_capo = { $seat } 与{ $other } 对调了头目。
log-infamy_reward = { $seat } 的恶名达到 { $at }，获得该格的奖励：{ $node }。
log-mob_war = 幸运卢西亚诺阶段：{ $count ->
    [0] 本幕没有黑帮战争。
   *[other] 黑帮战争波及第 { $districts } 地区。
  }
log-mobster_arrives = { $mobster }来到第 { $district } 地区（黑帮战争势力 { $war }）。
log-mob_opens = 黑帮在第 { $district } 地区开设了 { $amount } 家黑帮地下酒吧。
log-mobster_leaves = { $mobster }在第 { $district } 地区找不到空位，从游戏中移除；该地区的黑帮势力板块翻转到面朝下放置。
log-defended = { $seat } 守住了第 { $district } 地区的{ $kind }。
log-lost = { $seat } 失去了第 { $district } 地区的一家{ $kind }。
log-police = { $count ->
    [0] 没有地区有警察巡逻。
   *[other] 警察在第 { $police } 地区巡逻。
  }
log-payout = { $seat } 获得幸运卢西亚诺的分红 ${ $amount }，放入保险箱（{ $borough }：控制 { $held } 个地区，第 { $place } 名）。
log-final = 游戏结束：最终计分。

bot-greedy = 贪心电脑玩家

# Speakeasy 对局结果的用词（覆盖核心的，TextKit.overrides）：得分是金钱，落点是分支头目的
game-points = ${ $score }
game-places = 头目
# 公开的牌桌（议题 22）：经营牌库与备用木箱板块正面朝上（D-60、D-61）
opt-deck-top = “{ $card }”（{ $deck }牌库）
log-deck_top = { $deck }牌库最上面的牌是“{ $card }”。
log-deck_empty = { $deck }牌库已经没有牌了。
log-crate_top = 备用木箱板块最上面的是{ $crate }。
log-crate_dealt = { $crate }被放到{ $ship }的朗姆酒运输船上。
prompt-dock-leave = 你在{ $borough }码头的哪一名家族成员离开？
opt-dock-leave = 第 { $row } 行的那一名（该格奖励：{ $node }）
log-still_barrels_back = { $seat } 失去的酿酒厂上的 { $amount } 个酒桶归还给供应区。
log-gain_none = { $seat } 没有获得{ $what }：供应区已经没有了。

# （issue 28，l10n28）强力电脑玩家：工作室的座位菜单（bot-）与终端的座位列表（term-bot-，table.ftl）同名
bot-consigliere = 军师电脑玩家（向前搜索）

# （issue 29 第 4 项，D-240..D-244）叙述说出玩家需要知道的：起始手牌面朝下发出，只对其主人列出（日志的受众）；
# 恶名的变化及其达到的酒桶售价；卢西亚诺的名次或赌场为何没有收入；分支头目所在人物为何什么也没做（只告诉该玩家：
# 付不起费用会透露保险箱）
log-dealt = { $seat } 面朝下获得 { $amount } 张经营卡，每个牌库各 1 张。
log-dealt_hand = { $seat } 的起始手牌（只有{ $seat }能看到）：{ $dealt_cards }。
log-infamy = { $seat } 的恶名从 { $was } 升到 { $now }{ $prices ->
    [new] ：现在每个酒桶在地下酒吧售价 ${ $speakeasy }，在夜店或赌场售价 ${ $high }
    [next] ；恶名达到 { $next } 时酒桶售价提高
   *[top] {""}
  }。
log-trucks = { $seat } 现在有 { $amount } 辆卡车：新卡车第一次运送时可从任一地区进入地图。
log-payout_none = { $seat } 控制{ $borough }的 { $held } 个地区，但只排第 { $place } 名：{ $beyond ->
    [true] 幸运卢西亚诺只向前 { $paid } 名发放分红。
   *[other] 幸运卢西亚诺不给这一名次分红。
  }
log-casino_closed = { $seat } 在第 { $district } 地区的赌场没有收入：该地区有警察，而且没有家族成员保护它。
log-capo_idle = { $seat } 在{ $loc }扑了个空：该人物的行动（“{ $node }”）目前都无法执行；原因仅{ $seat }可见。
log-give_card_named = { $seat } 将“{ $card }”交给{ $to }（只有他们两人能看到是哪一张）。
log-objective_met = { $seat } 现在达成了{ $objective }：在餐厅把账簿放到该目标上即可获得奖励（{ $node }）；只告诉{ $seat }。
# 牌库即场所（issue 27 第 3 项，D-300）：查看的牌只告诉查看者本人
prompt-look-keep = 从{ $deck }牌库查看的牌中留下哪一张？（还要留下 { $left } 张）
prompt-look-order = 接下来将哪张牌放到{ $deck }牌库底部（压在之前放回的牌下面）？
log-look_seen = { $seat } 查看了{ $deck }牌库顶的牌（只有{ $seat }能看到）：{ $looked_cards }。
log-look_kept = { $kept ->
    [0] { $seat } 一张也没有留下
   *[other] { $seat } 留下了{ $kept_cards }
  }{ $bottom ->
    [0] {""}
   *[other] ，并将{ $bottom_cards }按原顺序放到{ $deck }牌库底部
  }（只有{ $seat }能看到是哪些牌）。
log-look_deck = { $seat } 查看了{ $deck }牌库顶的 { $looked } 张牌，留下 { $kept } 张，将 { $bottom } 张放到牌库底部。

# 为什么某个人物不能派头目前往（issue 29）：只告诉正在决定的玩家
why-not-taken = { $seat } 的头目已在那里
why-not-players = { $players } 人游戏时不使用
why-not-pay = 它的第一项行动必须执行，而你现在付不起（{ $node }）
why-not-step = 它的第一项行动必须执行，而现在无法执行（{ $node }）
why-not-unknown = 目前不能选

# 酒桶从酿酒厂交到另一名玩家的酿酒厂（D-355）：公开信息
log-give_barrel = { $seat } 将自己酿酒厂上的 { $amount } 个酒桶交给{ $to }，放到其酿酒厂上。
