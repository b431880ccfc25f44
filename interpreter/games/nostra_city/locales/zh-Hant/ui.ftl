# 《罪惡城市》的提問、選項與記錄（繁體）。

nc-prompt-deal = 要談一筆生意嗎？（本月已進行 { $deals }／{ $limit } 次交易）
nc-opt-deal = 以{ $turf }交易，{ $attribute }
nc-opt-pass = 跳過
nc-prompt-wiseguy-deal = 指派哪名手下去交易？
nc-prompt-wiseguy-bid = 指派哪名手下去出價？
nc-prompt-wiseguy-bribe = 指派哪名手下去賄賂陪審團？
nc-opt-wiseguy = { $wiseguy }
nc-prompt-share = { $to }應分到你抽出的 { $owed } 張卡，你已給了 { $given } 張。再給一張嗎？
nc-opt-give = 給{ $to }{ $card }
nc-opt-withhold = 不再給{ $to }
nc-prompt-start-card = { $to }少拿了 { $short } 張：把起始玩家卡給他，以免他抽 { $short } 張血仇卡嗎？
nc-opt-start-give = 把起始玩家卡給{ $to }
nc-opt-start-keep = 不給：{ $to }抽 { $short } 張血仇卡
nc-prompt-bid = 要競標一格街道卡嗎？
nc-opt-bid = 競標第 { $space } 格：{ $card }
nc-prompt-bid-money = 你在第 { $space } 格的出價：{ $count } 張，目前共 { NUMBER($total, useGrouping: 0) }。再放一張金錢卡嗎？
nc-opt-put = 放上{ $card }
nc-opt-bid-done = 就這樣（{ $count } 張，共 { NUMBER($total, useGrouping: 0) }）
nc-prompt-keep = 只有你出價，你得標了：留下出價中的哪張金錢卡？（還可留 { $left } 張）
nc-opt-keep = 留下{ $card }
nc-prompt-consigliere = 指定軍師：
nc-prompt-primo_capo = 指定突擊隊長：
nc-opt-title-player = { $seat }成為{ $card }
nc-prompt-loser-draw = 你出了錢卻沒拿到卡：要抽一張血仇卡嗎？
nc-opt-loser-draw = 抽一張血仇卡
nc-prompt-bribe = 要把一張金錢卡面朝下放到賄賂牌堆上嗎？
nc-opt-bribe = 用{ $card }賄賂
nc-prompt-bribe-more = 這名手下還可以再放 { $left } 張卡到賄賂牌堆上：
nc-opt-bribe-done = 就這樣
nc-prompt-hand-limit = 超過手牌上限 { $limit } 張：棄一張金錢卡（還要棄 { $over } 張）。
nc-opt-discard = 棄掉{ $card }
nc-prompt-vendetta = 要打出一張血仇卡嗎？
nc-opt-play = 打出{ $card }：{ $node }
nc-opt-vendetta-done = 不再打出
nc-prompt-lose-card = { $card }要拿走你的一{ $what }：哪一個？
nc-opt-card = { $card }
nc-what-wiseguy = 名手下
nc-what-turf = 塊地盤
nc-phase-business = 談生意
nc-phase-meeting = 開會
nc-phase-influence = 影響判決
nc-phase-social = 交際
nc-which-first = 初審
nc-which-final = 終審
nc-why-short = 沒分到錢
nc-why-title = 沒有頭銜
nc-why-meeting = 出了錢卻沒拿到卡
nc-why-card = 卡牌
nc-why-investigation = 街道格上的檢調卡
nc-why-bribe = 賄賂卡
nc-why-raid = 警察攻堅
nc-why-empty = 牌疊用完了
nc-why-first = 初審之後
nc-why-final = 終審之後
nc-verdict-acquitted = 教父獲判無罪
nc-verdict-jailed = 教父被判入獄
nc-outcome-acquitted = 威望最高且非內鬼的玩家成為新的教父
nc-outcome-jailed = 威望最高的內鬼獲勝
nc-outcome-everyone_loses = 教父入獄卻沒有內鬼：全部玩家都輸掉這場遊戲
nc-outcome-nobody_wins = 教父無罪開釋，但人人都是內鬼：沒有人獲勝

log-month = 第 { $month } 個月開始；{ $start }持有起始玩家卡。
log-month_end = 第 { $month } 個月結束。
log-phase = ——{ $phase }——
log-deal = { $seat }派{ $wiseguy }以{ $turf }交易（{ $attribute }）：要抽 { $count } 張金錢卡。
log-drew = { $seat }抽了 { $count } 張金錢卡。
log-raid = 警察攻堅！{ $seat }不能再拿金錢卡；攻堅卡和棄牌堆中的金錢卡放回金錢卡疊洗混。
log-raid_ignored = { $wiseguy }不理會警察攻堅。
log-money_out = 金錢卡疊和棄牌堆都空了：{ $seat }不再抽卡。
log-money_shuffled = 金錢卡疊洗混（{ $why }）：共 { $size } 張。
log-share = { $seat }給了{ $to }應分的 { $owed } 張中的 { $count } 張。
log-start_card = { $seat }把起始玩家卡給了{ $to }。
log-vendetta = { $seat }抽了 { $count } 張血仇卡（{ $why }）。
log-vendetta_lost = 血仇卡疊空了：{ $seat }少抽 { $count } 張。
log-bid = { $seat }派{ $wiseguy }出價：{ $count } 張金錢卡面朝下。
log-bids_on = 第 { $space } 格（{ $card }）：出價的有{ $seats }。
log-revealed = { $seat }亮出 { NUMBER($total, useGrouping: 0) }（{ $count } 張）。
log-won = { $seat }得到{ $card }{ $lone ->
    [true] （唯一出價）
   *[false] {""}
  }。
log-tie = 第 { $space } 格：{ $seats }平手；{ $card }留在街道格上。
log-kept = { $seat }留下出價中的 { $count } 張金錢卡。
log-not_bribed = { $card }上的出價共 { NUMBER($total, useGrouping: 0) }，未達賄賂額 { NUMBER($bribe, useGrouping: 0) }：它留在原位。
log-investigation_removed = { $card }上的出價共 { NUMBER($total, useGrouping: 0) }，但{ $seats }出錢最多且平手：將它移出遊戲。
log-bribed_away = { $card }被賄賂移除，共 { NUMBER($total, useGrouping: 0) }；{ $seat }出錢最多，得到它。
log-title = { $seat }成為{ $card }。
log-bribe = { $seat }派{ $wiseguy }賄賂陪審團：{ $count } 張卡面朝下。
log-zealous = 本月只有{ $seat }出錢賄賂，得到{ $card }。
log-hand_limit = { $seat }棄掉 { $count } 張金錢卡到手牌上限。
log-street = 第 { $space } 格：{ $card }。
log-trial = 審判指示物往{ $toward ->
    [guilty] 「有罪」
   *[innocent] 「清白」
  }方向移一格（{ $why }）：現在在{ $side ->
    [guilty] 紅底
   *[innocent] 藍底
  } { $space }。
log-trial_begins = { $which }：{ $count ->
    [0] 賄賂牌堆上沒有卡
   *[other] { $count } 張賄賂卡洗混後一張一張翻開
  }。
log-reveal = 一張{ $colour }色的卡。
log-final_trial = 終審。
log-played = { $seat }打出{ $card }。
log-give_money = { $seat }隨機交給{ $to } { $count } 張金錢卡。
log-lost = { $seat }失去了{ $lost }。
log-lie_low = { $seat }前往大西洋城，其他玩家的血仇卡夠不著他了。
log-zealous_removed = { $count } 張積極賄賂卡移出遊戲。
log-bonus = 只有{ $seat }滿足{ $card }。
log-bonus_none = { $card }：沒有唯一滿足條件的玩家。
log-informant = { $seat }是FBI內鬼！
log-no_informant = 沒有人是內鬼。
log-verdict = 判決：{ $verdict }。
log-outcome = { $outcome }{ $count ->
    [0] 。
   *[other] ：{ $seats }。
  }
log-respect = { $seat }：威望 { $at }（{ $signed }）。
