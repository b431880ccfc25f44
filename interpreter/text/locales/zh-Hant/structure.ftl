# 效果語言自身各結構的組合方式（繁體中文），所有遊戲共用：順序、may、choose、repeat、費用、列表、數字、比較。
# 遊戲自己的詞語在其 locale 資料夾中（Speakeasy：locales/zh-Hant/）。變數中的文字已由渲染器產生。
# 中文的 Style（interpreter/text/languages.py）：各部分之間不加空格，列表用「、」連接，限定語在名詞之前，句末加「。」。

seq = { $first }，然後{ $then }
may = 你可以{ $body }
may-repeat-up-to = 你可以至多 { $count } 次{ $body }
choose-one = 選擇一項：{ $options }
choose-different = 以任意順序執行以下 { $count } 個不同的行動：{ $options }
repeat = 執行 { $count } 次：{ $body }
repeat-up-to = 至多 { $count } 次{ $body }
if = 如果{ $cond }，{ $body }
once = 僅限一次：{ $body }
when = { $event }，{ $body }
as = { $role }{ $body }
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
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
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
