# 效果語言自身各結構的組合方式（繁體中文），所有遊戲共用：順序、may、choose、repeat、費用、列表、數字、比較。
# 遊戲自己的詞語在其 locale 資料夾中（Speakeasy：locales/zh-Hant/）。變數中的文字已由渲染器產生。
# 中文的 Style（interpreter/text/languages.py）：各部分之間不加空格，列表用「、」連接，限定語在名詞之前，句末加「。」。

seq = { $first }，然後{ $then }
# 管轄自身主體的結構（if、may、repeat、once、when、as）之後的一步用「；」隔開：它不受該結構管轄
seq-after = { $first }；然後{ $then }
# 同一結構管轄的多個步驟：「如果……，依序執行以下兩項：a，然後 b」
block = { $count ->
    [2] 依序執行以下兩項：{ $steps }
   *[other] 依序執行以下各項：{ $steps }
  }
# .they：由另一名玩家執行該步驟時（as each opponent: …）的說法，用第三人稱「其」
may = 你可以{ $body }
    .they = 其可以{ $body }
may-repeat-up-to = 你可以至多 { $count } 次{ $body }
    .they = 其可以至多 { $count } 次{ $body }
choose-one = 選擇一項：{ $options }
choose-different = 以任意順序執行以下 { $count } 個不同的行動：{ $options }
choose-all = 以任意順序執行：{ $options }
repeat = 執行 { $count } 次：{ $body }
repeat-up-to = 至多 { $count } 次{ $body }
if = 如果{ $cond }，{ $body }
once = 僅限一次：{ $body }
# 配件保留的 once:：其擁有者在遊戲提供的時機使用一次的能力（何時由遊戲決定）
once-ability = 僅限一次，時機由你選擇：{ $body }
# 持續配件（被動效果）的多條常駐規則，而非依序執行的步驟
seq-kept = { $first }；{ $then }
when = { $event }，{ $body }
when-during = { $event }，{ $body }
# 由另一名玩家執行主體；主體可選擇執行時用「-may」
as-role = { $who }必須{ $body }
as-role-may = { $who }可以{ $body }
as-each = 每名{ $group }都必須{ $body }
as-each-may = 每名{ $group }都可以{ $body }
as-each-where = 每名{ $group }如果{ $cond }，都必須{ $body }
as-each-where-may = 每名{ $group }如果{ $cond }，都可以{ $body }
as-chosen = 選擇{ $one }：該玩家必須{ $body }
as-chosen-may = 選擇{ $one }：該玩家可以{ $body }
as-chosen-where = 選擇{ $one }（須{ $cond }）：該玩家必須{ $body }
as-chosen-where-may = 選擇{ $one }（須{ $cond }）：該玩家可以{ $body }
# 一組玩家：「每名對手」；其中一名：「選擇一名對手」
as-do = 執行以下內容：{ $body }
group-opponent = 對手
    .one = 一名對手
group-player = 玩家（包括你）
    .one = 一名玩家（包括你）
player-you = 你
mod-everyone = 每名玩家：{ $body }
paid = { $cost }來{ $body }
list-or = { $head }或{ $last }
# 中文渲染器不用它（列表一律用「、」和 list-or），英文用於含逗號的長選項
list-or-long = { $head }；或者{ $last }
list-and = { $head }、{ $last }
money = ${ $amount }
per-players = { $value }（{ $players } 人遊戲）
capped = { $value }（至多 { $cap }）
per-each = { $thing }每{ $measure } { $rate }
per-unit = { $unit } { $rate }
op-plus = { $a } + { $b }
op-minus = { $a } - { $b }
op-times = { $a } × { $b }
op-divided = { $a } ÷ { $b }
the-number-of = { $things }的數量
    .bare = { $things }數量
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
# 每名玩家各自的數值（most(cash)）：$value 是不帶所有者的說法（.bare），如「現金」「賭場數量」
fn-most = 所有玩家中{ $value }的最高值
fn-least = 所有玩家中{ $value }的最低值
fn-opponents_most = 你所有對手中{ $value }的最高值
fn-opponents_least = 你所有對手中{ $value }的最低值
cond-and = { $a }，並且{ $b }
cond-or = { $a }，或者{ $b }
cond-not = 並非{ $a }
cond-true = 總是
cond-false = 從不
have-at-least = 至少有 { $n } { $measure }{ $things }
have-more-than = 有超過 { $n } { $measure }{ $things }
have-at-most = 至多有 { $n } { $measure }{ $things }
have-less-than = 有少於 { $n } { $measure }{ $things }
have-exactly = 恰好有 { $n } { $measure }{ $things }
have-not = { $things }的數量不等於 { $n }
is-at-least = { $a }至少為 { $b }
is-more-than = { $a }大於 { $b }
is-at-most = { $a }至多為 { $b }
is-less-than = { $a }小於 { $b }
is-exactly = { $a }恰好為 { $b }
is-not = { $a }不等於 { $b }
