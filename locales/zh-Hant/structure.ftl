# Speakeasy 自己的結構（繁體中文，用語依 001 玩家指南）：其函式、地點與帶鍵的篩選。效果語言共用的結構見 interpreter/text/locales/zh-Hant/structure.ftl。
# 變數中的文字已由渲染器產生；中文沒有複數，$count 只在需要區分「1 個」與「多個」時使用。
# 中文的 Style（interpreter/text/languages.py）：各部分之間不加空格，列表用「、」連接，名詞短語 = 限定語 + 形容詞 + 名詞（中間無分隔），
# 句末自動加「。」（以「。」「）」結尾時除外）。量詞寫在模板裡，名詞（word-…）本身不帶量詞。

with-range = { $body }（每輛卡車移動距離 +{ $range }）
bonus-only = { $body }，但只獲得其獎勵

the-number-of-districts = 有{ $things }的街區數量
# .they：另一名玩家執行該步驟時（as each opponent: …）；.bare：每名玩家各自的數值（most(…)），不帶所有者
q-highest-business = 你的最高營運等級
    .they = 其最高營運等級
    .bare = 最高營運等級
unit-highest-business = 你的最高營運等級每有 1 級
    .they = 其最高營運等級每有 1 級
fn-tracks_at_least = 你的勢力等級與各營運等級中達到 { $level } 級或以上的項數
    .they = 其勢力等級與各營運等級中達到 { $level } 級或以上的項數

some-district = 在{ $scope }的某一個街區中，{ $body }
all-district = 在{ $scope }的每個街區中，{ $body }
some-borough = 在某一個區域中，{ $body }
all-borough = 在每個區域中，{ $body }

# 你自己的建築所在的街區（districts(building[mine …]) >= 3）
districts-at-least = { $count ->
    [1] 你{ $where }至少在 { $n } 個街區有{ $things }
   *[other] 你{ $where }的{ $things }至少分布在 { $n } 個不同的街區
  }
    .they = { $count ->
        [1] 其{ $where }至少在 { $n } 個街區有{ $things }
       *[other] 其{ $where }的{ $things }至少分布在 { $n } 個不同的街區
      }
districts-more-than = 你在超過 { $n } 個街區都有{ $things }
    .they = 其在超過 { $n } 個街區都有{ $things }
districts-at-most = 你至多在 { $n } 個街區有{ $things }
    .they = 其至多在 { $n } 個街區有{ $things }
districts-less-than = 你有{ $things }的街區少於 { $n } 個
    .they = 其有{ $things }的街區少於 { $n } 個
districts-exactly = 你恰好在 { $n } 個街區有{ $things }
    .they = 其恰好在 { $n } 個街區有{ $things }
districts-not = 你有{ $things }的街區並非恰好 { $n } 個
    .they = 其有{ $things }的街區並非恰好 { $n } 個
tracks-at-least = 你的勢力等級與各營運等級中，至少有 { $n } 項達到 { $level } 級或以上
    .they = 其勢力等級與各營運等級中，至少有 { $n } 項達到 { $level } 級或以上
tracks-more-than = 你的勢力等級與各營運等級中，有超過 { $n } 項達到 { $level } 級或以上
    .they = 其勢力等級與各營運等級中，有超過 { $n } 項達到 { $level } 級或以上
tracks-at-most = 你的勢力等級與各營運等級中，至多有 { $n } 項達到 { $level } 級或以上
    .they = 其勢力等級與各營運等級中，至多有 { $n } 項達到 { $level } 級或以上
tracks-less-than = 你的勢力等級與各營運等級中，達到 { $level } 級或以上的少於 { $n } 項
    .they = 其勢力等級與各營運等級中，達到 { $level } 級或以上的少於 { $n } 項
tracks-exactly = 你的勢力等級與各營運等級中，恰好有 { $n } 項達到 { $level } 級或以上
    .they = 其勢力等級與各營運等級中，恰好有 { $n } 項達到 { $level } 級或以上
tracks-not = 你的勢力等級與各營運等級中，達到 { $level } 級或以上的項數不等於 { $n }
    .they = 其勢力等級與各營運等級中，達到 { $level } 級或以上的項數不等於 { $n }
# 限定語放在名詞前，以「的」結尾。被 some(...)/all(...) 約束的街區、區域已由句首的
# 「在……同一街區中」「在每個區域中」說明，故這兩個限定語為空（空限定語會被略去）。
qual-borough-is = 位於{ $place }的
    .where = 在{ $place }
qual-borough-bound = { "" }
qual-district-is = 位於{ $place }的
    .where = 在{ $place }
qual-district-bound = { "" }
qual-dock-is = 位於{ $place }碼頭的
    .where = { $place }碼頭區
qual-dock-bound = 位於該區碼頭的
place-here = 本區域
place-attacked = 你伏擊的那艘船所在的
    .they = 其伏擊的那艘船所在的
place-downtown = 下城區
place-midtown = 中城區
place-uptown = 上城區

# 建築價格之外的費用，讀自規則（board.big_buildings[].discard），在句後說明一次
note-discard = 若為{ $kind }，還需從手牌棄掉 { $count } 張營運卡
# 餐廳中需多棄牌的順位格，讀自規則（board.turn_order）：$space 為多數人數下的第一個此類空格，$count 為張數，
# $others 為其他人數的說法
turn-order-extra = { $body }（第 { $space } 格起須再棄掉 { $count } 張營運卡{ $exceptions ->
    [0] {""}
   *[other] ；{ $others }
  }）
turn-order-extra-players = { $players } 人遊戲為第 { $space } 格起
turn-order-extra-some = { $body }（部分空格須多棄營運卡）

# Speakeasy 在使用助手卡的時機（派遣幹部之前，flow.helper_step）提供僅限一次的能力
once-ability = 僅限一次，在你的某個回合開始時代替使用助手卡：{ $body }
once-either = 每局僅限一次，以下擇一：{ $charges }；或者在你的某個回合開始時代替使用助手卡：{ $body }

# 整張地圖，作為遍及所有街區的 some/all 的範圍：「在曼哈頓的某一個街區中，……」
place-everywhere = 曼哈頓
