# 規則檢查器的診斷訊息，在工作室編輯器中以讀者的語言顯示（interpreter/text/diagnostics.py）。
# 引號中的程式碼詞（gain、ally、欄位名稱）照規則原文保留，不翻譯。

diag-untranslated = 規則檢查器提示（此條尚未翻譯）：
diag-did-you-mean = （是否要寫「{ $word }」？）
diag-write-instead = （應寫作「{ $word }」）
diag-known-events = ；可用的事件：{ $list }
diag-known-players = ；可用的玩家：{ $list }
diag-one-of = 以下之一：{ $list }
diag-list-separator = 、
diag-code = 「{ $word }」
diag-expected-word = 一個詞
diag-expected-number = 一個數字
diag-expected-comparison = 一個比較（>=、== 等）
diag-expected-end = 文字結尾
diag-expected-signed = 帶正負號的數字（如 +1）
diag-expected-money = 金額（如 $5）
diag-expected-number-or-money = 數字或金額
diag-expected-player = 一名玩家：you 或一個角色
diag-unknown-verb = 未知的動詞「{ $verb }」
diag-unknown-event = 未知的事件「{ $word }」
diag-unknown-player = 未知的玩家「{ $word }」
diag-unknown-quantity = 未知的數量「{ $word }」
diag-unknown-function = 未知的函式「{ $word }」
diag-unknown-noun = 未知的名詞「{ $word }」
diag-unknown-field = 未知的欄位「{ $field }」
diag-unknown-section = 未知的部分「{ $field }」
diag-missing-field = 缺少欄位「{ $field }」
diag-whole-number = 「{ $field }」須為整數，而不是「{ $value }」
diag-unexpected-argument = 「{ $verb }」後多了參數「{ $word }」
diag-unexpected-argument-bare = 「{ $verb }」後多了參數
diag-missing-argument = 「{ $verb }」缺少所需的內容：{ $what }
diag-no-option = 「{ $verb }」沒有選項「{ $option }」（可用選項：{ $options }）
diag-needs-player = 「{ $verb }」需要指明一名玩家：you 或一個角色
diag-charge-needs-once = 「{ $verb }」是一次性效果：應寫作「once: { $verb } …」
diag-stays-only = 此處的效果隨其擁有者保留，從不執行：請用 modify、「when EVENT: …」或「once: …」（這樣的步驟永遠不會發生）
diag-runs-only = 此處的效果只執行一次、不會保留，因此這一條永遠不會生效：modify 和 when 應寫在保留的效果中（貨箱板塊的背面、卡牌的被動效果、幫派板塊的加成）
diag-charge-stays = 一次性效果會保留到遊戲用掉為止，應寫在保留的效果中（貨箱板塊的背面、卡牌的被動效果、幫派板塊的加成）；寫在這裡永遠不會被用掉
diag-table-everyone = 房規本就對每名玩家生效，加上「everyone」會讓它對每名玩家各生效一次：請刪去「everyone」
diag-ability-runs = 此效果在你結盟時執行；單獨作為一步的「once: …」會在那時執行，之後又會作為每局一次的能力再次提供：請把它放進「when EVENT:」中，或刪去「once:」
diag-step-missing = 「;」之後缺少一個步驟
diag-unexpected-token = 此處不應出現「{ $token }」；應為{ $expected }
diag-unexpected-character = 此處不應出現字元「{ $token }」
diag-ends-early = 文字過早結束；應為{ $expected }
diag-arithmetic-parentheses = 參數中的算式須加括號，例如 gain $(4 * vip)
diag-choose-two = 「choose」至少需要兩個以「|」分隔的選項
diag-repeat-count = 「repeat」需要次數和冒號：repeat 2: … 或 repeat up to 2: …
diag-comparison-sides = 比較的兩邊都須是數字，例如 count(building[mine]) >= 3
diag-too-long = 文字過長（{ $length } 個字元，最多 { $limit } 個）
diag-too-deep = 巢狀過深
diag-id-stays = id 須保持為「{ $id }」：配件的 id 不能更改（變體可以另外新增配件）
diag-one-mapping = 每個配件須寫成由其欄位組成的一個對映（`id: …`）
