# 終端裡的《罪惡城市》（繁體）：狀態行、view、每月結算與最後的計分表。

term-bot-greedy = 貪心機器人（知道自己的身分：忠誠玩家用藍色賄賂，內鬼用紅色）
game-name = 罪惡城市
status-head = { $month }月 ⚖{ $trial }
status-seat = { $number }
status-seat-you = { $number }*
status-seat-state = { $holder ->
    [yes] ▸
   *[no] {" "}
  }★{ $respect } ¤{ $money } ✉{ $vendettas } ♟{ $ready }
table-setup-time = 遊戲初始設定
table-time = 第 { $month }／{ $months } 個月：{ $now ->
    [business] 談生意
    [meeting] 開會
    [influence] 影響判決
    [social] 交際
   *[trial] 審判
  }
table-trial-guilty = 有罪 { $space }
table-trial-innocent = 清白 { $space }
status-trial-guilty = 罪{ $space }
status-trial-innocent = 清{ $space }
table-trial = 審判指示物：{ $trial }。起始玩家卡：{ $start }。
table-piles = 牌疊：街道卡 { $street }，金錢卡 { $money }（棄牌 { $discard }），血仇卡 { $vendettas }；賄賂牌堆 { $bribes } 張。
table-bribes = 賄賂牌堆上：{ $counts }。
table-bids-placed = 已出的價：{ $counts }。
table-bribes-of = { $seat } { $count } 張
table-street = 街道格
table-space = 第 { $space } 格
table-empty = 空
table-card = { $card }（{ $kind }）
table-investigation = { $card }（檢調卡，賄賂額 { $bribe }）
table-beside = 圖板旁：頭銜卡 { $titles }；積極賄賂卡 { $zealous } 張；加分卡 { $bonuses }。
table-players = 玩家
table-you = { $seat }（你）
table-respect = 威望
table-titles = 頭銜
table-wiseguys = 手下
table-turfs = 地盤
table-won = 贏得的卡
table-money = 金錢卡
table-vendettas = 血仇卡
table-played = 已打出
table-lying-low = 在大西洋城
table-cards = { $count } 張
table-tapped = { $card }（橫置）
table-yours = 只有你看得到
table-your-money = { $cards }：共 { $total }
table-role = 身份
table-role-informant = FBI內鬼
table-role-loyal = 忠誠
table-bids = 你的出價
table-your-bid = 第 { $space } 格：{ $count } 張，共 { $total }
table-standings = 第 { $month } 個月之後（審判指示物 { $trial }）：
table-respect-of = 威望 { $respect }
table-verdict-acquitted = 審判指示物停在{ $trial }：教父獲判無罪。
table-verdict-jailed = 審判指示物停在{ $trial }：教父被判入獄。
table-final = 遊戲結束
table-player = 玩家
table-result = 結果
table-won-game = 獲勝
table-lost-game = —
table-outcome-acquitted = 威望最高且非內鬼的玩家成為新的教父：{ $players }。
table-outcome-jailed = 威望最高的內鬼獲勝：{ $players }。
table-outcome-everyone_loses = 教父入獄卻沒有內鬼：全部玩家都輸了。
table-outcome-nobody_wins = 教父無罪開釋，但人人都是內鬼：沒有人獲勝。
table-outcome-undecided = 遊戲還沒有結束。
