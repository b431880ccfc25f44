# 终端中的桌面（`speakeasy play`：状态行、查看、每幕结束的排名、计分表；
# interpreter/games/speakeasy/terminal.py 及其各部分）。参数已是文字：$seat 如“玩家 2”，$kind 如“赌场”……

game-name = 地下酒吧
term-bot-greedy = 贪心电脑玩家

## 时间与状态行
table-time = 第 { $act } 幕，第 { $round } 轮（共 { $rounds } 轮）
table-setup-time = 准备轮（1920 年）
table-you = { $seat }（你）
table-status = ${ $cash } · 恶名 { $infamy } · 打手 { $goons } · 建筑 { $buildings } · 手牌 { $hand }
table-status-you = 现金 ${ $cash }，保险箱 ${ $safe } · 恶名 { $infamy } · 打手 { $goons } · 账簿 { $ledgers } · 影响力指示物 { $influence } · 建筑 { $buildings }
table-turn-order = 回合顺位：
table-moving = 本轮移到下一行：{ $players }
table-supply = 供应区：酒桶 { $barrels } 个，打手 { $goons } 名，警察 { $cops } 名，黑帮地下酒吧 { $mob } 家。

## 玩家
table-players = 玩家
table-cash = 现金
table-safe = 保险箱
table-safe-yours = ${ $amount }（你的）
table-hidden = 不公开
table-infamy = 恶名
table-goons = 打手
table-capos = 可用的头目
table-family = 家族成员
table-family-count = VIP 包厢 { $vip } 名，码头 { $docks } 名，保护建筑 { $guarding } 名，剩余 { $supply } 名
table-ledgers = 账簿
table-ledger-count = 版图上 { $here } 本，已放置 { $placed } 本
table-influence = 影响力
table-influence-count = 指示物 { $tokens } 个 + 经营卡 { $cards }
table-hand = 手牌
table-cards = { $count } 张
table-board-cards = 经营卡
table-card-on-board = { $deck }：{ $card }
table-card-in-hand = { $card }（{ $deck }）
table-helpers = 帮手卡
table-used = 已使用 { $count } 张
table-tiles = 城市板块
table-crates = 木箱板块
table-associate = 合伙人
table-associate-is = { $mobster }（势力 +{ $assist }，费用 ${ $fee }）
table-trucks = 卡车
table-truck-off = 卡车 { $truck }：不在地图上
table-truck-at = 卡车 { $truck }：第 { $district } 地区，载有 { $load } 个酒桶
table-still-barrels = 酿酒厂中的酒桶
table-on-map = 地图上的建筑
table-kind-count = { $kind } { $count } 家
table-not-operating = { $count } 家未营业
table-to-open = 尚可开设
table-slot-kind = { $kind } { $count } 家（{ $costs }）
table-big-kind = { $kind } { $count } 家（${ $cost }）
table-control = 区域控制
table-control-in = { $borough } { $count }
table-once = 仅限一次、尚未使用
table-counters = 计数
table-counters-table = 桌面上的计数：{ $counters }
table-yours = 只有你能看到
table-used-helpers = 已使用的帮手卡

## 版图
table-map = 地图
table-district = 地区
table-district-is = { $district } { $borough }
table-next-to = 相邻
table-police = 警察
table-police-next = （板块：下次巡逻）
table-mob = 黑帮
table-mob-strength = 势力 { $strength }
table-mob-strength-down = 势力板块面朝下
table-war-next = 下次黑帮战争在此
table-spaces = 建筑
table-blocked = 封锁
table-space-free = 空置建筑格
table-space-empty = 空置建筑格，城市板块“{ $tile }”
table-mob-speakeasy = 黑帮地下酒吧
table-building = { $seat } 的{ $kind }
table-with-marks = { $thing }（{ $marks }）
table-protected = 受保护
table-barrel = 有酒桶
table-closed = 有警察，未营业
table-ship-here = 港口：{ $ship }的朗姆酒运输船，{ $barrels } 个酒桶
table-truck-here = { $seat } 的卡车 { $truck }（{ $load } 个酒桶）
table-map-key = 相邻：卡车可开往的地区。建筑所在地区有警察巡逻且无家族成员保护时，该建筑停业。
table-locations = 地点
table-location = 地点
table-persons = 人物与头目
table-info-hint = 输入“说明”和名称（例如：说明 车库）即可阅读某个地点或任何配件的规则。
table-displays = 展示区与牌库
table-helper-display = 帮手卡
table-tile-display = 城市板块
table-tile-middle = 归还的城市板块
table-tile-covers = { $tile }（盖住 { $count } 块）
table-decks = 经营牌库
table-deck = { $deck } { $count } 张
table-stacks = 面朝下
table-stacks-are = 帮手卡 { $helpers } 张，城市板块 { $tiles } 块
table-mob-board = 黑帮版图
table-mobster-at = { $mobster }（第 { $district } 地区）
table-mob-control = 黑帮的区域控制
table-docks = 码头
table-dock-row = 行
table-dock-row-is = 第 { $row } 行：{ $reward }
table-docks-of = { $borough }
table-ships = 朗姆酒运输船
table-ship = 船
table-port = 港口
table-ship-barrels = 酒桶
table-price = 价格
table-defense = 防御
table-crate = 木箱板块
table-objectives = 目标
table-objective = 目标
table-objective-in = { $objective }（{ $borough }）
table-ledgers-on = 账簿

## 计分
table-standings = 第 { $act } 幕结束时的排名
table-player = 玩家
table-part-cash = 现金
table-part-safe = 保险箱
table-part-buildings = 建筑
table-part-helpers = 帮手卡
table-so-far = 目前合计
table-total = 合计
table-standings-note = 建筑只在营业时计入；每种酒瓶的帮手卡只计一次。保险箱直到游戏结束都不公开。
table-final = 最终计分（规则书第 20 页）
table-made-of = 各项明细
table-no-buildings = 建筑：没有营业中的建筑。
table-buildings-are = 建筑：{ $parts }。
table-building-points = { $kind } { $count } 家 × ${ $each } = ${ $points }
table-no-helpers = 帮手卡：无。
table-helpers-are = 帮手卡：{ $parts }。
table-helper-points = { $bottle }酒瓶 ${ $value }
table-helper-spare = { $bottle }酒瓶 ${ $value }（不计：同色酒瓶已计分）
table-income = 钱从哪里来
table-income-start = 起始
table-income-sales = 出售
table-income-luciano = 分红
table-income-casinos = 赌场
table-income-crates = 木箱
table-income-objectives = 目标
table-income-bonuses = 奖励
table-income-received = 他人给予
table-income-paid = 支出
table-winner = { $count ->
    [1] { $players } 以 ${ $score } 获胜。
   *[other] { $players } 以 ${ $score } 共同获胜。
  }

# 公开的牌桌（议题 22）
table-deck-top = { $deck } { $count } 张，最上面是“{ $card }”
table-spare-crates = 备用木箱板块
table-spare-crates-are = 正面朝上叠放 { $count } 块，最上面是{ $crate }
table-hand-known = 已知：{ $cards }{ $unknown ->
    [0] {""}
   *[other] ；另有 { $unknown } 张未知
  }

# --- issue 29 (teach29): the parts of the table `view NAME` shows alone
term-view-me = 我
term-view-players = 玩家
term-view-map = 地图
term-view-locations = 地点
term-view-displays = 展示区
term-view-docks = 码头
term-view-ships = 船只
term-view-objectives = 目标
# （issue 28，l10n28）终端座位列表中的强力电脑玩家
term-bot-consigliere = 军师电脑玩家（向前搜索）
