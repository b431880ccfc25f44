# 终端里的《罪恶城市》（简体）：状态行、view、每月结算与最后的计分表。

term-bot-greedy = 贪心机器人（知道自己的身份：忠诚玩家用蓝色贿赂，内鬼用红色）
game-name = 罪恶城市
nc-status-head = { $month }月 ⚖{ $trial }
nc-status-seat = { $number }
nc-status-seat-you = { $number }*
nc-status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }
nc-table-setup-time = 游戏初始设置
nc-table-time = 第 { $month }／{ $months } 个月：{ $now ->
    [business] 谈生意
    [meeting] 开会
    [influence] 影响判决
    [social] 交际
   *[trial] 审判
  }
nc-table-trial-guilty = 有罪 { $space }
nc-table-trial-innocent = 清白 { $space }
nc-status-trial-guilty = 罪{ $space }
nc-status-trial-innocent = 清{ $space }
nc-table-trial = 审判指示物：{ $trial }。起始玩家卡：{ $start }。
nc-table-piles = 牌叠：街道卡 { $street }，金钱卡 { $money }（弃牌 { $discard }），血仇卡 { $vendettas }；贿赂牌堆 { $bribes } 张。
nc-table-bribes = 贿赂牌堆上：{ $counts }。
nc-table-bids-placed = 已出的价：{ $counts }。
nc-table-bribes-of = { $seat } { $count } 张
nc-table-street = 街道格
nc-table-space = 第 { $space } 格
nc-table-empty = 空
nc-table-card = { $card }（{ $kind }）
nc-table-investigation = { $card }（检调卡，贿赂额 { $bribe }）
nc-table-beside = 图板旁：头衔卡 { $titles }；积极贿赂卡 { $zealous } 张；加分卡 { $bonuses }。
nc-table-players = 玩家
nc-table-you = { $seat }（你）
nc-table-respect = 威望
nc-table-titles = 头衔
nc-table-wiseguys = 手下
nc-table-turfs = 地盘
nc-table-won = 赢得的卡
nc-table-money = 金钱卡
nc-table-vendettas = 血仇卡
nc-table-played = 已打出
nc-table-lying-low = 在大西洋城
nc-table-cards = { $count } 张
nc-table-tapped = { $card }（横置）
nc-table-yours = 只有你看得到
nc-table-your-money = { $cards }：共 { $total }
nc-table-role = 身份
nc-table-role-informant = FBI内鬼
nc-table-role-loyal = 忠诚
nc-table-bids = 你的出价
nc-table-your-bid = 第 { $space } 格：{ $count } 张，共 { $total }
nc-table-standings = 第 { $month } 个月之后（审判指示物 { $trial }）：
nc-table-respect-of = 威望 { $respect }
nc-table-verdict-acquitted = 审判指示物停在{ $trial }：教父获判无罪。
nc-table-verdict-jailed = 审判指示物停在{ $trial }：教父被判入狱。
nc-table-final = 游戏结束
nc-table-player = 玩家
nc-table-result = 结果
nc-table-won-game = 获胜
nc-table-lost-game = —
nc-table-outcome-acquitted = 威望最高且非内鬼的玩家成为新的教父：{ $players }。
nc-table-outcome-jailed = 威望最高的内鬼获胜：{ $players }。
nc-table-outcome-everyone_loses = 教父入狱却没有内鬼：全部玩家都输了。
nc-table-outcome-nobody_wins = 教父无罪开释，但人人都是内鬼：没有人获胜。
nc-table-outcome-undecided = 游戏还没有结束。

# 平衡工具的用语：分数即威望；座位的“位置”是手下的行动
game-score = 威望
game-points = 威望 { $score }
game-places = 手下行动
metric-acquitted = 教父获判无罪的对局
metric-informants = 每局的内鬼人数
metric-informant_win = 内鬼获胜的对局
seat-role-loyal = 忠诚
seat-role-informant = FBI内鬼
bot-greedy = 贪心机器人
bot-strong = 强力机器人
term-bot-strong = 强力机器人（从它看得见的信息抽样推演对局，按自己的身份取舍）

# the studio's board (board.py): its panels' titles
nc-board-table = 牌桌
nc-board-hand = 你的手牌
