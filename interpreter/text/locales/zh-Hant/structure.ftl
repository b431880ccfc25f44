# 效果語言自身各結構的組合方式（繁體中文），所有遊戲共用：順序、may、choose、repeat、費用、列表、數字、比較。
# 遊戲自己的詞語在其 locale 資料夾中（Speakeasy：locales/zh-Hant/）。變數中的文字已由渲染器產生。
# 中文的 Style（interpreter/text/languages.py）：各部分之間不加空格，列表用「、」連接，限定語在名詞之前，句末加「。」。

seq = { $first }，然後{ $then }
# 管轄自身主體的結構（if、may、repeat、once、when、as）之後的一步用「；」隔開：它不受該結構管轄
seq-after = { $first }；接著{ $then }
# 同一結構管轄的多個步驟：「如果……，依序執行以下兩項：a，然後 b」
block = { $count ->
    [2] 依序執行以下兩項：{ $steps }
   *[other] 依序執行：{ $steps }
  }
# .they：由另一名玩家執行該步驟時（as each opponent: …）的說法，用第三人稱「其」
may = 你可以{ $body }
    .they = 其可以{ $body }
may-repeat-up-to = 至多 { $count } 次，你可以{ $body }
    .they = 至多 { $count } 次，其可以{ $body }
choose-one = 選擇一項：{ $options }
# 各選項都以 choose-lead 開頭時只說一次（render.py choice）：「選擇一項並支付費用：開設一家賭場，或以賭場接管……」
choose-lead = 支付費用
choose-lead-then = 並{ $lead }
choose-one-lead = 選擇一項並{ $lead }：{ $options }
# 「至多 2 次，你可以選擇一項：……」的說法：先說要執行的行動和次數，每次的選擇在後
may-repeat-choose = 你可以執行以下行動至多 { $count } 次（每次任選一項{ $lead }）：{ $options }
    .they = 其可以執行以下行動至多 { $count } 次（每次任選一項{ $lead }）：{ $options }
choose-different = 從以下行動中任選 { $count } 項不同的行動執行（順序不限）：{ $options }
choose-all = { $count ->
    [2] 執行以下兩項（順序不限）：{ $options }
   *[other] 執行以下各項（順序不限）：{ $options }
  }
repeat = 執行 { $count } 次：{ $body }
repeat-up-to = 至多 { $count } 次，{ $body }
# 一步自身的文字可以計入重複次數時（「拿取至多 2 片城市板塊」），渲染器向用到 $times 的訊息傳入 $times（此文字或數字）
# 與 $many（數字）
times-up-to = 至多 { $count }
if = 若{ $cond }，則{ $body }
once = 每局僅限一次，{ $body }
# 配件保留的 once:：其擁有者在遊戲提供的時機使用一次的能力（何時由遊戲決定）
once-ability = 僅限一次，時機由你選擇：{ $body }
# `once: choose { 一次性效果 | 效果 }`（issue 27）：一次性效果或能力，先用哪個都算用掉
once-either = 每局僅限一次，以下擇一：{ $charges }；或者在你選擇的時機：{ $body }
once-either-charges = 每局僅限一次，以下擇一：{ $charges }
# 持續配件（被動效果）的多條常駐規則，而非依序執行的步驟
seq-kept = { $first }；{ $then }
when = { $event }，{ $body }
when-during = { $event }，{ $body }
# 由另一名玩家執行主體；主體可選擇執行時用「-may」
as-role = { $who }須{ $body }
as-role-may = { $who }可以{ $body }
as-each = 每名{ $group }都須{ $body }
as-each-may = 每名{ $group }都可以{ $body }
# as each … where：參與的玩家是該步驟開始時滿足條件者（effects.py），而非輪到各人時再判斷
as-each-where = 此時{ $cond }的每名{ $group }都須{ $body }
as-each-where-may = 此時{ $cond }的每名{ $group }都可以{ $body }
as-chosen = 選擇{ $one }：該玩家須{ $body }
as-chosen-may = 選擇{ $one }：該玩家可以{ $body }
as-chosen-where = 選擇一名{ $cond }的{ $group }：該玩家須{ $body }
as-chosen-where-may = 選擇一名{ $cond }的{ $group }：該玩家可以{ $body }
# 一組玩家：「每名對手」；其中一名：「選擇一名對手」
as-do = 執行以下內容：{ $body }
# .one-able: `as a GROUP: …` offers only those who could do it; $able says what they need (a game's words)
group-opponent = 對手
    .one = 一名對手
    .one-able = 一名{ $able }對手
group-player = 玩家（包括你）
    .one = 一名玩家（包括你）
    .one-able = 一名{ $able }玩家（包括你）
player-you = 你
mod-everyone = 每名玩家：{ $body }
paid = { $cost }，{ $body }
list-or = { $head }或{ $last }
# 在動作之間選擇（choose 的選項，都是動詞短語）時，「或」前加逗號停頓（render.py join_options）：
# 「開設一家夜總會，或以夜總會接管……」；名詞列表（「地下酒吧或蒸餾廠」）仍用 list-or
options-or = { $head }，或{ $last }
# 含「或」「，」的長選項之間（render.py join_or）：「開設一家地下酒吧或蒸餾廠；或以……接管……」
list-or-long = { $head }；或{ $last }
list-and = { $head }和{ $last }
money = ${ $amount }
per-players = { $value }（{ $players } 人遊戲）
capped = { $value }（至多 { $cap }）
per-each = { $thing }每{ $measure } { $rate }
per-unit = { $unit }計 { $rate }
# 數量為比率的動詞：$body 是帶比率的動詞（「獲得 $2 現金」）；-own：所計之物是你自己的，主語為「你」
per-each-do = { $where }每有 1 { $measure }{ $thing }，就{ $body }
per-each-do-own = 你{ $where }每有 1 { $measure }{ $thing }，就{ $body }
    .they = 其{ $where }每有 1 { $measure }{ $thing }，就{ $body }
per-unit-do = { $unit }，就{ $body }
sum = { $items }之和
op-minus = { $a }減去 { $b }
op-times = { $a } × { $b }
op-divided = { $a }除以 { $b }後無條件捨去
the-number-of = { $things }數量
    .bare = { $things }數量
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
# 每名玩家各自的數值（most(cash)）：$value 是不帶所有者的說法（.bare），如「現金」「賭場數量」
fn-most = 所有玩家中{ $value }的最高值
fn-least = 所有玩家中{ $value }的最低值
fn-opponents_most = 你所有對手中{ $value }的最高值
fn-opponents_least = 你所有對手中{ $value }的最低值
fn-leaders = { $value }並列最多的玩家人數
# 條件鏈：$head 為除最後一項外的各項，以「，」連接；-group：另一種運算子的鏈中的一條鏈，放在最後，用結合更緊的「且」「或」
# （「……，或者你的惡名至少為 10 且你的現金至少為 3」）
cond-and = { $head }，且{ $last }
    .rel = { $head }且{ $last }
cond-or = { $head }，或者{ $last }
cond-and-group = { $head }且{ $last }
cond-or-group = { $head }或{ $last }
cond-true = 總是
cond-false = 從不
# 計數你自己的東西時以「你」為主語（「你至少有 3 棟受保護建築」）；also-：「並且」之後的第二個同類計數，沿用前者的主語；
# there-：計數任何人的東西
have-at-least = 你{ $where }至少有 { $n } { $measure }{ $things }
    .rel = { $where }至少有 { $n } { $measure }{ $things }
    .they = 其{ $where }至少有 { $n } { $measure }{ $things }
have-more-than = 你{ $where }有超過 { $n } { $measure }{ $things }
    .rel = { $where }有超過 { $n } { $measure }{ $things }
    .they = 其{ $where }有超過 { $n } { $measure }{ $things }
have-at-most = 你{ $where }至多有 { $n } { $measure }{ $things }
    .rel = { $where }至多有 { $n } { $measure }{ $things }
    .they = 其{ $where }至多有 { $n } { $measure }{ $things }
have-less-than = { $n ->
    [1] 你{ $where }沒有{ $things }
   *[other] 你{ $where }有少於 { $n } { $measure }{ $things }
  }
    .they = { $n ->
        [1] 其{ $where }沒有{ $things }
       *[other] 其{ $where }有少於 { $n } { $measure }{ $things }
      }
have-exactly = 你{ $where }恰好有 { $n } { $measure }{ $things }
    .rel = { $where }恰好有 { $n } { $measure }{ $things }
    .they = 其{ $where }恰好有 { $n } { $measure }{ $things }
have-not = 你的{ $things }數量不等於 { $n }
    .they = 其{ $things }數量不等於 { $n }
also-at-least = { $where }至少有 { $n } { $measure }{ $things }
also-more-than = { $where }有超過 { $n } { $measure }{ $things }
also-at-most = { $where }至多有 { $n } { $measure }{ $things }
also-less-than = { $n ->
    [1] { $where }沒有{ $things }
   *[other] { $where }有少於 { $n } { $measure }{ $things }
  }
also-exactly = { $where }恰好有 { $n } { $measure }{ $things }
also-not = { $things }數量不等於 { $n }
there-at-least = { $where }至少有 { $n } { $measure }{ $things }
there-more-than = { $where }有超過 { $n } { $measure }{ $things }
there-at-most = { $where }至多有 { $n } { $measure }{ $things }
there-less-than = { $n ->
    [1] { $where }沒有{ $things }
   *[other] { $where }有少於 { $n } { $measure }{ $things }
  }
there-exactly = { $where }恰好有 { $n } { $measure }{ $things }
there-not = { $things }的數量不等於 { $n }
is-at-least = { $a }至少為 { $b }
is-more-than = { $a }大於 { $b }
    .rel = { $a }比{ $b }多
is-at-most = { $a }至多為 { $b }
is-less-than = { $a }小於 { $b }
    .rel = { $a }比{ $b }少
is-exactly = { $a }恰好為 { $b }
is-not = { $a }不等於 { $b }
# 配件的標題：名稱與種類
component-title = { $name }（{ $kind }）
# 數字範圍（年份）：臺灣排印用「～」（一字線「—」只是破折號的一半）
range = { $start }～{ $end }

# （issue 22）數值在遊戲中才算出的一步，以 X 表示：「將你的勢力等級提升 X 等（X 為目前時期數）」
where-x = { $body }（X 為{ $value }）
# 比率所計之物的上限（`$(2 * (count(building[mine]) max 3))`），而非錢數的上限
counting-at-most = { $body }（最多按 { $cap } { $measure }計）
money-negative = -${ $amount }
op-negative = 負的{ $value }
# 表中未列出的人數取最後一個值
per-players-otherwise = { $value }（其他人數）
fn-most-value = 所有玩家中{ $value }的最高值
fn-least-value = 所有玩家中{ $value }的最低值
fn-opponents_most-value = 你所有對手中{ $value }的最高值
fn-opponents_least-value = 你所有對手中{ $value }的最低值
fn-leaders-value = { $value }並列最高的玩家人數
# 受篩選限制的 some/all：「在每個你有建築的區域中，……」
some-in = 在某一{ $measure }{ $place }中，{ $body }
all-in = 在每{ $measure }{ $place }中，{ $body }
if-never = 從不執行：{ $body }
# 主體因比率成為子句的 may（「你每有 1 家賭場就……」）
may-clause = 你可以執行以下內容：{ $body }
    .they = 其可以執行以下內容：{ $body }
# as …: 的主體因比率成為子句（「其每有 1 棟建築就……」）
as-do-clause = 執行以下內容：{ $body }

# 機會（issue 27）：`roll { 5-6: … | 1: … }` 用遊戲的隨機數流擲一次骰子；每個點數或點數範圍說明發生什麼；
# 未列出的點數什麼也不發生（roll-else，僅在有點數未列出時說）
roll = 擲一次骰子：{ $faces }
roll-face = 擲出 { $face } 點，{ $body }
roll-faces = 擲出 { $low }～{ $high } 點，{ $body }
roll-else = 擲出其他點數則無事發生
# （issue 28，l10n28）`x >= most(x)`：所有玩家中最多（並列亦可）；`opponents_most(count(…)) == 0`：所有對手都沒有
is-the-most = { $a }為全場最多（含並列）
no-opponent-has = 所有對手都沒有{ $things }
# 重複前一步的付費步驟（「……提升 1 級，然後你可以棄掉 1 張營運卡，再提升 1 級」）：動詞用其 .again
paid-again = { $cost }，{ $body }
# `when EVENT: once: …`：事件的 .first（「你首次配送酒桶時」）
when-once = { $event }（每局僅限一次），{ $body }

# 全桌規則（變體的 `table_rules:`）：每位玩家都持有，所以其中的「你」指每一位玩家
table-rule-holds = 所有玩家皆適用：{ $effect }

# 配件上的計數（issue 27 第 7 項）：$counter 是計數物的名稱（counter-NAME，由命名它的變體給出），$measure 是其量詞；
# 移除時有多少移除多少，不會少於 0
counter-add = 在{ $this }上放置 { $amount } { $measure }{ $counter }
counter-remove = 從{ $this }上移除 { $amount } { $measure }{ $counter }（不足則全部移除）
counter-reset = 移除{ $this }上的所有{ $counter }
counter-value = { $this }上的{ $counter }數量
# 計數作為比率的單位：「此配件上每有 1 枚硬幣就獲得 $3」
counter-unit = { $this }上每有 1 { $measure }{ $counter }
# 計數所在的配件：「此營運卡」（$kind：其種類），脫離配件時為「此配件」
this-kind = 此{ $kind }
this-component = 此配件
