# 配件种类及其规则文字的各行。

kind-location = 地点
kind-business_card = 经营卡
kind-helper = 帮手卡
kind-city_tile = 城市板块
kind-crate = 木箱板块
kind-mobster = 黑帮
kind-objective = 篡改账簿目标
kind-ship = 朗姆酒运输船

comp-person = 人员 { $person }：{ $text }
comp-every-person = 任意人员：{ $text }
comp-card-line = { $kind }卡。奖励：{ $bonus }影响力：{ $influence }。
comp-card-line-plain = { $kind }卡。此卡不提供任何奖励。影响力：{ $influence }。
comp-card-passive = 只要此卡在你的经营版图上：{ $text }
comp-helper-bottle = 瓶子：{ $bottle }（游戏结束时，若你没有其他带此瓶子的帮手卡，则获得 ${ $value }）。
comp-crate-cash = 赢得时获得的现金：{ $cash }。
comp-crate-back = 之后在游戏剩余时间内：{ $text }
comp-golden = 无视黄金法则：即使建筑不在经营，也计算在内。
comp-mobster-line = 黑帮板块堆 { $pile }：势力 { $strength }，黑帮战争势力修改值 { $modifier }。作为你的合伙人：支付 ${ $fee }，势力 +{ $assist }。
comp-mobster-bonus = 合伙人能力：{ $text }
comp-objective = { $group }：{ $requirement }奖励：{ $reward }
comp-ship-line = 酒桶价格（从左到右）：{ $prices }。防御力：{ $defenses }。

comp-crate-name = 木箱板块 { $number }
comp-objective-name = { $group }目标 { $row }{ $number }
objective-group-central_park = 中央公园
objective-group-borough = 区域
objective-group-docks = 码头
objective-group-city_hall = 市政厅
objective-group-infamy = 恶名
group-central_park = 中央公园目标
group-borough = 区域目标（所需建筑都须受保护）
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
