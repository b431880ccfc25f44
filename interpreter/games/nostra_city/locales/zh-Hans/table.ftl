# 终端里的《罪恶城市》（简体）：状态行、view、每月结算与最后的计分表。

term-bot-greedy = 贪心机器人（知道自己的身份：忠诚玩家用蓝色贿赂，内鬼用红色）
game-name = 罪恶城市
status-head = { $month }月 ⚖{ $trial }
status-seat = { $number }
status-seat-you = { $number }*
status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }
table-setup-time = 游戏初始设置
table-time = 第 { $month }／{ $months } 个月：{ $now ->
    [business] 谈生意
    [meeting] 开会
    [influence] 影响判决
    [social] 交际
   *[trial] 审判
  }
table-trial-guilty = 有罪 { $space }
table-trial-innocent = 清白 { $space }
status-trial-guilty = 罪{ $space }
status-trial-innocent = 清{ $space }
table-trial = 审判指示物：{ $trial }。起始玩家卡：{ $start }。
table-piles = 牌叠：街道卡 { $street }，金钱卡 { $money }（弃牌 { $discard }），血仇卡 { $vendettas }；贿赂牌堆 { $bribes } 张。
table-bribes = 贿赂牌堆上：{ $counts }。
table-bids-placed = 已出的价：{ $counts }。
table-bribes-of = { $seat } { $count } 张
table-street = 街道格
table-space = 第 { $space } 格
table-empty = 空
table-card = { $card }（{ $kind }）
table-investigation = { $card }（检调卡，贿赂额 { $bribe }）
table-beside = 图板旁：头衔卡 { $titles }；积极贿赂卡 { $zealous } 张；加分卡 { $bonuses }。
table-players = 玩家
table-you = { $seat }（你）
table-respect = 威望
table-titles = 头衔
table-wiseguys = 手下
table-turfs = 地盘
table-won = 赢得的卡
table-money = 金钱卡
table-vendettas = 血仇卡
table-played = 已打出
table-lying-low = 在大西洋城
table-cards = { $count } 张
table-tapped = { $card }（横置）
table-yours = 只有你看得到
table-your-money = { $cards }：共 { $total }
table-role = 身份
table-role-informant = FBI内鬼
table-role-loyal = 忠诚
table-bids = 你的出价
table-your-bid = 第 { $space } 格：{ $count } 张，共 { $total }
table-standings = 第 { $month } 个月之后（审判指示物 { $trial }）：
table-respect-of = 威望 { $respect }
table-verdict-acquitted = 审判指示物停在{ $trial }：教父获判无罪。
table-verdict-jailed = 审判指示物停在{ $trial }：教父被判入狱。
table-final = 游戏结束
table-player = 玩家
table-result = 结果
table-won-game = 获胜
table-lost-game = —
table-outcome-acquitted = 威望最高且非内鬼的玩家成为新的教父：{ $players }。
table-outcome-jailed = 威望最高的内鬼获胜：{ $players }。
table-outcome-everyone_loses = 教父入狱却没有内鬼：全部玩家都输了。
table-outcome-nobody_wins = 教父无罪开释，但人人都是内鬼：没有人获胜。
table-outcome-undecided = 游戏还没有结束。
