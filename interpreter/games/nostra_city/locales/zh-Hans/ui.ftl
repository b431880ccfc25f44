# 《罪恶城市》的提问、选项与记录（简体）。

nc-prompt-deal = 要谈一笔生意吗？（本月已进行 { $deals }／{ $limit } 次交易）
nc-opt-deal = 以{ $turf }交易，{ $attribute }
nc-opt-pass = 跳过
nc-prompt-wiseguy-deal = 指派哪名手下去交易？
nc-prompt-wiseguy-bid = 指派哪名手下去出价？
nc-prompt-wiseguy-bribe = 指派哪名手下去贿赂陪审团？
nc-opt-wiseguy = { $wiseguy }
nc-prompt-share = { $to }应分到你抽出的 { $owed } 张卡，你已给了 { $given } 张。再给一张吗？
nc-opt-give = 给{ $to }{ $card }
nc-opt-withhold = 不再给{ $to }
nc-prompt-start-card = { $to }少拿了 { $short } 张：把起始玩家卡给他，以免他抽 { $short } 张血仇卡吗？
nc-opt-start-give = 把起始玩家卡给{ $to }
nc-opt-start-keep = 不给：{ $to }抽 { $short } 张血仇卡
nc-prompt-bid = 要竞标一格街道卡吗？
nc-opt-bid = 竞标第 { $space } 格：{ $card }
nc-prompt-bid-money = 你在第 { $space } 格的出价：{ $count } 张，目前共 { NUMBER($total, useGrouping: 0) }。再放一张金钱卡吗？
nc-opt-put = 放上{ $card }
nc-opt-bid-done = 就这样（{ $count } 张，共 { NUMBER($total, useGrouping: 0) }）
nc-prompt-keep = 只有你出价，你得标了：留下出价中的哪张金钱卡？（还可留 { $left } 张）
nc-opt-keep = 留下{ $card }
nc-prompt-consigliere = 指定军师：
nc-prompt-primo_capo = 指定突击队长：
nc-opt-title-player = { $seat }成为{ $card }
nc-prompt-loser-draw = 你出了钱却没拿到卡：要抽一张血仇卡吗？
nc-opt-loser-draw = 抽一张血仇卡
nc-prompt-bribe = 要把一张金钱卡面朝下放到贿赂牌堆上吗？
nc-opt-bribe = 用{ $card }贿赂
nc-prompt-bribe-more = 这名手下还可以再放 { $left } 张卡到贿赂牌堆上：
nc-opt-bribe-done = 就这样
nc-prompt-hand-limit = 超过手牌上限 { $limit } 张：弃一张金钱卡（还要弃 { $over } 张）。
nc-opt-discard = 弃掉{ $card }
nc-prompt-vendetta = 要打出一张血仇卡吗？
nc-opt-play = 打出{ $card }：{ $node }
nc-opt-vendetta-done = 不再打出
nc-prompt-lose-card = { $card }要拿走你的一{ $what }：哪一个？
nc-opt-card = { $card }
nc-what-wiseguy = 名手下
nc-what-turf = 块地盘
nc-phase-business = 谈生意
nc-phase-meeting = 开会
nc-phase-influence = 影响判决
nc-phase-social = 交际
nc-which-first = 初审
nc-which-final = 终审
nc-why-short = 没分到钱
nc-why-title = 没有头衔
nc-why-meeting = 出了钱却没拿到卡
nc-why-card = 卡牌
nc-why-investigation = 街道格上的检调卡
nc-why-bribe = 贿赂卡
nc-why-raid = 警察攻坚
nc-why-empty = 牌叠用完了
nc-why-first = 初审之后
nc-why-final = 终审之后
nc-verdict-acquitted = 教父获判无罪
nc-verdict-jailed = 教父被判入狱
nc-outcome-acquitted = 威望最高且非内鬼的玩家成为新的教父
nc-outcome-jailed = 威望最高的内鬼获胜
nc-outcome-everyone_loses = 教父入狱却没有内鬼：全部玩家都输掉这场游戏
nc-outcome-nobody_wins = 教父无罪开释，但人人都是内鬼：没有人获胜

log-month = 第 { $month } 个月开始；{ $start }持有起始玩家卡。
log-month_end = 第 { $month } 个月结束。
log-phase = ——{ $phase }——
log-deal = { $seat }派{ $wiseguy }以{ $turf }交易（{ $attribute }）：要抽 { $count } 张金钱卡。
log-drew = { $seat }抽了 { $count } 张金钱卡。
log-raid = 警察攻坚！{ $seat }不能再拿金钱卡；攻坚卡和弃牌堆中的金钱卡放回金钱卡叠洗混。
log-raid_ignored = { $wiseguy }不理会警察攻坚。
log-money_out = 金钱卡叠和弃牌堆都空了：{ $seat }不再抽卡。
log-money_shuffled = 金钱卡叠洗混（{ $why }）：共 { $size } 张。
log-share = { $seat }给了{ $to }应分的 { $owed } 张中的 { $count } 张。
log-start_card = { $seat }把起始玩家卡给了{ $to }。
log-vendetta = { $seat }抽了 { $count } 张血仇卡（{ $why }）。
log-vendetta_lost = 血仇卡叠空了：{ $seat }少抽 { $count } 张。
log-bid = { $seat }派{ $wiseguy }出价：{ $count } 张金钱卡面朝下。
log-bids_on = 第 { $space } 格（{ $card }）：出价的有{ $seats }。
log-revealed = { $seat }亮出 { NUMBER($total, useGrouping: 0) }（{ $count } 张）。
log-won = { $seat }得到{ $card }{ $lone ->
    [true] （唯一出价）
   *[false] {""}
  }。
log-tie = 第 { $space } 格：{ $seats }平手；{ $card }留在街道格上。
log-kept = { $seat }留下出价中的 { $count } 张金钱卡。
log-not_bribed = { $card }上的出价共 { NUMBER($total, useGrouping: 0) }，未达贿赂额 { NUMBER($bribe, useGrouping: 0) }：它留在原位。
log-investigation_removed = { $card }上的出价共 { NUMBER($total, useGrouping: 0) }，但{ $seats }出钱最多且平手：将它移出游戏。
log-bribed_away = { $card }被贿赂移除，共 { NUMBER($total, useGrouping: 0) }；{ $seat }出钱最多，得到它。
log-title = { $seat }成为{ $card }。
log-bribe = { $seat }派{ $wiseguy }贿赂陪审团：{ $count } 张卡面朝下。
log-zealous = 本月只有{ $seat }出钱贿赂，得到{ $card }。
log-hand_limit = { $seat }弃掉 { $count } 张金钱卡到手牌上限。
log-street = 第 { $space } 格：{ $card }。
log-trial = 审判指示物往{ $toward ->
    [guilty] “有罪”
   *[innocent] “清白”
  }方向移一格（{ $why }）：现在在{ $side ->
    [guilty] 红底
   *[innocent] 蓝底
  } { $space }。
log-trial_begins = { $which }：{ $count ->
    [0] 贿赂牌堆上没有卡
   *[other] { $count } 张贿赂卡洗混后一张一张翻开
  }。
log-reveal = 一张{ $colour }色的卡。
log-final_trial = 终审。
log-played = { $seat }打出{ $card }。
log-give_money = { $seat }随机交给{ $to } { $count } 张金钱卡。
log-lost = { $seat }失去了{ $lost }。
log-lie_low = { $seat }前往大西洋城，其他玩家的血仇卡够不着他了。
log-zealous_removed = { $count } 张积极贿赂卡移出游戏。
log-bonus = 只有{ $seat }满足{ $card }。
log-bonus_none = { $card }：没有唯一满足条件的玩家。
log-informant = { $seat }是FBI内鬼！
log-no_informant = 没有人是内鬼。
log-verdict = 判决：{ $verdict }。
log-outcome = { $outcome }{ $count ->
    [0] 。
   *[other] ：{ $seats }。
  }
log-respect = { $seat }：威望 { $at }（{ $signed }）。
