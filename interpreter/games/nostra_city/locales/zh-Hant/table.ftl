# 終端裡的《罪惡城市》（繁體）：狀態行、view、每月結算與最後的計分表。

term-bot-greedy = 貪心機器人（知道自己的身分：忠誠玩家用藍色賄賂，內鬼用紅色）
game-name = 罪惡城市
nc-status-head = { $month }月 ⚖{ $trial }
nc-status-seat = { $number }
nc-status-seat-you = { $number }*
nc-status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }
nc-table-setup-time = 遊戲初始設定
nc-table-time = 第 { $month }／{ $months } 個月：{ $now ->
    [business] 談生意
    [meeting] 開會
    [influence] 影響判決
    [social] 交際
   *[trial] 審判
  }
nc-table-trial-guilty = 有罪 { $space }
nc-table-trial-innocent = 清白 { $space }
nc-status-trial-guilty = 罪{ $space }
nc-status-trial-innocent = 清{ $space }
nc-table-trial = 審判指示物：{ $trial }。起始玩家卡：{ $start }。
nc-table-piles = 牌疊：街道卡 { $street }，金錢卡 { $money }（棄牌 { $discard }），血仇卡 { $vendettas }；賄賂牌堆 { $bribes } 張。
nc-table-bribes = 賄賂牌堆上：{ $counts }。
nc-table-bids-placed = 已出的價：{ $counts }。
nc-table-bribes-of = { $seat } { $count } 張
nc-table-street = 街道格
nc-table-space = 第 { $space } 格
nc-table-empty = 空
nc-table-card = { $card }（{ $kind }）
nc-table-investigation = { $card }（檢調卡，賄賂額 { $bribe }）
nc-table-beside = 圖板旁：頭銜卡 { $titles }；積極賄賂卡 { $zealous } 張；加分卡 { $bonuses }。
nc-table-players = 玩家
nc-table-you = { $seat }（你）
nc-table-respect = 威望
nc-table-titles = 頭銜
nc-table-wiseguys = 手下
nc-table-turfs = 地盤
nc-table-won = 贏得的卡
nc-table-money = 金錢卡
nc-table-vendettas = 血仇卡
nc-table-played = 已打出
nc-table-lying-low = 在大西洋城
nc-table-cards = { $count } 張
nc-table-tapped = { $card }（橫置）
nc-table-yours = 只有你看得到
nc-table-your-money = { $cards }：共 { $total }
nc-table-role = 身份
nc-table-role-informant = FBI內鬼
nc-table-role-loyal = 忠誠
nc-table-bids = 你的出價
nc-table-your-bid = 第 { $space } 格：{ $count } 張，共 { $total }
nc-table-standings = 第 { $month } 個月之後（審判指示物 { $trial }）：
nc-table-respect-of = 威望 { $respect }
nc-table-verdict-acquitted = 審判指示物停在{ $trial }：教父獲判無罪。
nc-table-verdict-jailed = 審判指示物停在{ $trial }：教父被判入獄。
nc-table-final = 遊戲結束
nc-table-player = 玩家
nc-table-result = 結果
nc-table-won-game = 獲勝
nc-table-lost-game = —
nc-table-outcome-acquitted = 威望最高且非內鬼的玩家成為新的教父：{ $players }。
nc-table-outcome-jailed = 威望最高的內鬼獲勝：{ $players }。
nc-table-outcome-everyone_loses = 教父入獄卻沒有內鬼：全部玩家都輸了。
nc-table-outcome-nobody_wins = 教父無罪開釋，但人人都是內鬼：沒有人獲勝。
nc-table-outcome-undecided = 遊戲還沒有結束。

# 平衡工具的用語：分數即威望；座位的「位置」是手下的行動
game-score = 威望
game-points = 威望 { $score }
game-places = 手下行動
metric-acquitted = 教父獲判無罪的對局
metric-informants = 每局的內鬼人數
metric-informant_win = 內鬼獲勝的對局
seat-role-loyal = 忠誠
seat-role-informant = FBI內鬼
bot-greedy = 貪心機器人
bot-strong = 強力機器人
term-bot-strong = 強力機器人（從它看得見的資訊抽樣推演對局，按自己的身分取捨）

# the studio's board (board.py): its panels' titles
nc-board-table = 牌桌
nc-board-hand = 你的手牌
