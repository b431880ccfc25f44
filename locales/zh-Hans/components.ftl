# 配件种类及其规则文字的各行。

kind-location = 地点
kind-business_card = 经营卡
kind-helper = 帮手卡
kind-city_tile = 城市板块
kind-crate = 木箱板块
kind-mobster = 黑帮板块
kind-objective = 篡改账簿目标
kind-ship = 朗姆酒运输船
kind-mob_district_tile = 黑帮地区板块
kind-strength_token = 黑帮势力板块
kind-police_tile = 警察地区板块
kind-table_rule = 房规

comp-person = 人物 { $person }：{ $text }
# 地点的各行，按分支头目执行的顺序从上到下：某一人员自己的行动，以及每个人员都执行的方框行动（在人员各行之前或之后）
comp-every-person = 任一人物：{ $text }
comp-every-person-first = 先（任一人物）：{ $text }
comp-every-person-then = 之后（任一人物）：{ $text }
comp-card-line = { $kind }卡。奖励：{ $bonus }影响力：{ $influence }。
comp-card-line-plain = { $kind }卡。此卡不提供任何奖励。影响力：{ $influence }。
comp-card-passive = 只要此卡在你的经营版图上：{ $text }
# 帮手卡的瓶子在游戏结束时（000 P.20）：每种瓶子只计一次（-once：带此瓶子的帮手卡价值相同；-best：价值不同，
# 按最高者计），或每张帮手卡都计分（-each，变体）
comp-helper-bottle-once = 酒瓶：{ $bottle }，终局值 ${ $value }；同色酒瓶无论有几张，只计一次。
comp-helper-bottle-best = 酒瓶：{ $bottle }，终局值 ${ $value }；同色酒瓶只计一次，按其中最高的价值计。
comp-helper-bottle-each = 酒瓶：{ $bottle }，终局值 ${ $value }。
comp-crate-cash = 赢得时：{ $text }
comp-crate-back = 此后直到游戏结束：{ $text }
comp-golden = 无视黄金法则：未营业的建筑也计算在内。
comp-mobster-line = { $pile } 堆：势力 { $strength }，黑帮战争中势力 { $modifier }。作为合伙人：每次协助 +{ $assist } 势力，费用 ${ $fee }。
comp-mobster-bonus = 合伙人能力：{ $text }
comp-objective = { $group }：{ $requirement }。奖励：{ $reward }
comp-ship-line = 酒桶价格（从左到右）：{ $prices }。防御力：{ $defenses }。

comp-crate-name = 木箱板块 { $number }
comp-objective-name = { $group }目标 { $row }{ $number }
objective-group-central_park = 中央公园
objective-group-borough = 区域
objective-group-docks = 码头
objective-group-city_hall = 市政厅
objective-group-infamy = 恶名
group-central_park = 中央公园目标
# 标题已说“受保护”（.says：条件所数的建筑都须满足的筛选），条件中不再逐一说（writer.py lines_objectives）
group-borough = 区域目标（所需建筑均须受保护）
    .says = protected
group-docks = 码头目标
group-city_hall = 市政厅目标
group-infamy = 恶名目标

name-loc_contractors_office = 承包商办公室
name-loc_city_planning_office = 城市规划办公室
name-loc_garage = 车库
name-loc_city_hall = 市政厅
name-loc_commission = 委员会
name-loc_docks = 码头
name-loc_restaurant = 餐厅
name-loc_park = 公园
