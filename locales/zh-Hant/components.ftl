# 配件種類及其規則文字的各行。

kind-location = 地點
kind-business_card = 營運卡
kind-helper = 助手卡
kind-city_tile = 城市板塊
kind-crate = 貨箱板塊
kind-mobster = 幫派板塊
kind-objective = 帳本目標
kind-ship = 萊姆酒走私船
kind-mob_district_tile = 街區黑幫板塊
kind-strength_token = 黑幫勢力板塊
kind-police_tile = 街區警察板塊
kind-table_rule = 房規

comp-person = 行動格 { $person }：{ $text }
# 地點的各行，按幹部執行的順序由上到下：某一行動格自己的行動，以及每個行動格都執行的方框行動（在行動格各行之前或之後）
comp-every-person = 任一行動格：{ $text }
comp-every-person-first = 之前（任一行動格）：{ $text }
comp-every-person-then = 之後（任一行動格）：{ $text }
comp-card-line = { $kind }卡。獎勵：{ $bonus }影響力：{ $influence }。
comp-card-line-plain = { $kind }卡。此卡沒有獎勵。影響力：{ $influence }。
comp-card-passive = 只要此卡在你的營運圖板上：{ $text }
# 助手卡的瓶子在遊戲結束時：每種瓶子只計一次（-once：帶此瓶子的助手卡價值相同；-best：價值不同，按最高者計），
# 或每張助手卡都計分（-each，變體）
comp-helper-bottle-once = { $bottle }：終局價值 ${ $value }；同色酒瓶不論有幾張，只計一次。
comp-helper-bottle-best = { $bottle }：終局價值 ${ $value }；同色酒瓶只計一次，以其中價值最高的一張計。
comp-helper-bottle-each = { $bottle }：終局價值 ${ $value }。
comp-crate-cash = 贏得時：{ $text }
comp-crate-back = 此後直到遊戲結束：{ $text }
comp-golden = 無視黃金鐵律：未營業的建築也列入計算。
comp-mobster-line = { $pile } 堆：勢力 { $strength }，幫派戰爭時勢力 { $modifier }。作為合夥人：每次協助勢力 +{ $assist }，費用 ${ $fee }。
comp-mobster-bonus = 合夥人能力：{ $text }
comp-objective = { $group }。條件：{ $requirement }。獎勵：{ $reward }
comp-ship-line = 酒桶價格（由左至右）：{ $prices }。防禦值：{ $defenses }。

comp-crate-name = 貨箱板塊 { $number }
comp-objective-name = { $group }目標 { $row }{ $number }
objective-group-central_park = 中央公園
objective-group-borough = 區域
objective-group-docks = 港口
objective-group-city_hall = 市政府
objective-group-infamy = 惡名
group-central_park = 中央公園目標
# 產生的條件已逐一寫出「受保護」（「至少有 1 家受保護地下酒吧」），標題不再重複；手寫的區域目標（pins.toml）條件裡不寫「受保護」，標題照寫
group-borough = 區域目標
group-docks = 港口目標
group-city_hall = 市政府目標
group-infamy = 惡名目標

name-loc_contractors_office = 承包商辦公室
name-loc_city_planning_office = 都市規劃辦公室
name-loc_garage = 車庫
name-loc_city_hall = 市政府
name-loc_commission = 委員會
name-loc_docks = 碼頭
name-loc_restaurant = 餐廳
name-loc_park = 公園
