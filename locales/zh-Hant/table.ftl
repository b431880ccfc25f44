# 終端機中的桌面（`speakeasy play`：狀態列、查看、每個時期結束的排名、計分表；
# interpreter/games/speakeasy/terminal.py 及其各部分）。參數已是文字：$seat 如「玩家 2」，$kind 如「賭場」……

game-name = 地下酒吧
term-bot-greedy = 貪心電腦玩家

## 時間與狀態列
table-time = 第 { $act } 時期，第 { $round } 輪（共 { $rounds } 輪）
table-setup-time = 準備輪（1920 年）
table-you = { $seat }（你）
table-status = ${ $cash } · 惡名 { $infamy } · 混混 { $goons } · 建築 { $buildings } · 手牌 { $hand }
table-status-you = 現金 ${ $cash }，保險箱 ${ $safe } · 惡名 { $infamy } · 混混 { $goons } · 帳本 { $ledgers } · 影響力標記 { $influence } · 建築 { $buildings }
table-turn-order = 回合順位：
table-moving = 本輪移到下排：{ $players }
table-supply = 供應區：酒桶 { $barrels } 個，混混 { $goons } 名，警察 { $cops } 名，幫派酒吧 { $mob } 家。

## 玩家
table-players = 玩家
table-cash = 現金
table-safe = 保險箱
table-safe-yours = ${ $amount }（你的）
table-hidden = 不公開
table-infamy = 惡名
table-goons = 混混
table-capos = 可用的幹部
table-family = 家族成員
table-family-count = VIP 包廂 { $vip } 名，碼頭 { $docks } 名，保護建築 { $guarding } 名，剩餘 { $supply } 名
table-ledgers = 帳本
table-ledger-count = 圖板上 { $here } 本，已放置 { $placed } 本
table-influence = 影響力
table-influence-count = 標記 { $tokens } 個 + 營運卡 { $cards }
table-hand = 手牌
table-cards = { $count } 張
table-board-cards = 營運卡
table-card-on-board = { $deck }：{ $card }
table-card-in-hand = { $card }（{ $deck }）
table-helpers = 助手卡
table-used = 已使用 { $count } 張
table-tiles = 城市板塊
table-crates = 貨箱板塊
table-associate = 合夥人
table-associate-is = { $mobster }（勢力 +{ $assist }，費用 ${ $fee }）
table-trucks = 卡車
table-truck-off = 卡車 { $truck }：不在地圖上
table-truck-at = 卡車 { $truck }：第 { $district } 街區，載有 { $load } 個酒桶
table-still-barrels = 蒸餾廠中的酒桶
table-on-map = 地圖上的建築
table-kind-count = { $kind } { $count } 家
table-not-operating = { $count } 家未營業
table-to-open = 尚可開設
table-slot-kind = { $kind } { $count } 家（{ $costs }）
table-big-kind = { $kind } { $count } 家（${ $cost }）
table-control = 區域控制
table-control-in = { $borough } { $count }
table-once = 僅限一次、尚未使用
table-counters = 計數
table-counters-table = 桌面上的計數：{ $counters }
table-yours = 只有你能看到
table-used-helpers = 已使用的助手卡

## 圖板
table-map = 地圖
table-district = 街區
table-district-is = { $district } { $borough }
table-next-to = 相鄰
table-police = 警察
table-police-next = （板塊：下次巡守）
table-mob = 幫派
table-mob-strength = 勢力 { $strength }
table-mob-strength-down = 勢力板塊面朝下
table-war-next = 下次幫派戰爭在此
table-spaces = 建築
table-blocked = 封鎖
table-space-free = 空置的建築格
table-space-empty = 空置的建築格，城市板塊「{ $tile }」
table-mob-speakeasy = 幫派酒吧
table-building = { $seat } 的{ $kind }
table-with-marks = { $thing }（{ $marks }）
table-protected = 受保護
table-barrel = 有酒桶
table-closed = 有警察，未營業
table-ship-here = 港口：{ $ship }的萊姆酒走私船，{ $barrels } 個酒桶
table-truck-here = { $seat } 的卡車 { $truck }（{ $load } 個酒桶）
table-map-key = 相鄰：卡車可開往的街區。建築所在街區有警察巡守且無家族成員保護時，該建築停止營業。
table-locations = 地點
table-location = 地點
table-persons = 行動格與幹部
table-info-hint = 輸入「規則」和名稱（例如：規則 車庫）即可閱讀某個地點或任何配件的規則。
table-displays = 展示區與牌庫
table-helper-display = 助手卡
table-tile-display = 城市板塊
table-tile-middle = 歸還的城市板塊
table-tile-covers = { $tile }（蓋住 { $count } 片）
table-decks = 營運牌庫
table-deck = { $deck } { $count } 張
table-stacks = 面朝下
table-stacks-are = 助手卡 { $helpers } 張，城市板塊 { $tiles } 片
table-mob-board = 幫派圖板
table-mobster-at = { $mobster }（第 { $district } 街區）
table-mob-control = 幫派的區域控制
table-docks = 碼頭
table-dock-row = 橫列
table-dock-row-is = 第 { $row } 橫列：{ $reward }
table-docks-of = { $borough }
table-ships = 萊姆酒走私船
table-ship = 船
table-port = 港口
table-ship-barrels = 酒桶
table-price = 價格
table-defense = 防禦值
table-crate = 貨箱板塊
table-objectives = 目標
table-objective = 目標
table-objective-in = { $objective }（{ $borough }）
table-ledgers-on = 帳本

## 計分
table-standings = 第 { $act } 時期結束時的排名
table-player = 玩家
table-part-cash = 現金
table-part-safe = 保險箱
table-part-buildings = 建築
table-part-helpers = 助手卡
table-so-far = 目前合計
table-total = 合計
table-standings-note = 建築只在目前營業時計入；同色酒瓶的助手卡只計一次。保險箱直到遊戲結束都不公開。
table-final = 最終計分（規則書第 20 頁）
table-made-of = 各項明細
table-no-buildings = 建築：沒有營業中的建築。
table-buildings-are = 建築：{ $parts }。
table-building-points = { $kind } { $count } 家 × ${ $each } = ${ $points }
table-no-helpers = 助手卡：無。
table-helpers-are = 助手卡：{ $parts }。
table-helper-points = { $bottle } ${ $value }
table-helper-spare = { $bottle } ${ $value }（不計：同色酒瓶已計分）
table-income = 錢從哪裡來
table-income-start = 起始
table-income-sales = 販售
table-income-luciano = 分潤
table-income-casinos = 賭場
table-income-crates = 貨箱
table-income-objectives = 目標
table-income-bonuses = 獎勵
table-income-received = 他人給予
table-income-paid = 支出
table-winner = { $count ->
    [1] { $players } 以 ${ $score } 獲勝。
   *[other] { $players } 以 ${ $score } 共同獲勝。
  }

# 公開的牌桌（議題 22）
table-deck-top = { $deck } { $count } 張，最上面是「{ $card }」
table-spare-crates = 備用貨箱板塊
table-spare-crates-are = 面朝上疊放 { $count } 片，最上面是{ $crate }
table-hand-known = 已知：{ $cards }{ $unknown ->
    [0] {""}
   *[other] ；另有 { $unknown } 張未知
  }

# --- issue 29 (teach29): the parts of the table `view NAME` shows alone
term-view-me = 我
term-view-players = 玩家
term-view-map = 地圖
term-view-locations = 地點
term-view-displays = 展示區
term-view-docks = 碼頭
term-view-ships = 船隻
term-view-objectives = 目標
# （issue 28，l10n28）終端機座位列表中的強力電腦玩家
term-bot-consigliere = 軍師電腦玩家（向前搜尋）
