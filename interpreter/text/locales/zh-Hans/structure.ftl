# 效果语言自身各结构的组合方式（简体中文），所有游戏共用：顺序、may、choose、repeat、费用、列表、数字、比较。
# 游戏自己的词语在其 locale 文件夹中（Speakeasy：locales/zh-Hans/）。变量中的文字已由渲染器生成。
# 中文的 Style（interpreter/text/languages.py）：各部分之间不加空格，列表用“、”连接，限定语在名词之前，句末加“。”。

seq = { $first }，然后{ $then }
may = 你可以{ $body }
may-repeat-up-to = 你可以至多 { $count } 次{ $body }
choose-one = 选择一项：{ $options }
choose-different = 从以下行动中选择 { $count } 个不同的行动执行：{ $options }
repeat = 执行 { $count } 次：{ $body }
repeat-up-to = 至多 { $count } 次{ $body }
if = 如果{ $cond }，{ $body }
once = 仅限一次：{ $body }
when = { $event }，{ $body }
as = { $role }{ $body }
paid = { $cost }来{ $body }
list-or = { $head }或{ $last }
# 中文渲染器不用它（列表一律用“、”和 list-or），英文用于含逗号的长选项
list-or-long = { $head }；或者{ $last }
list-and = { $head }、{ $last }
money = ${ $amount }
per-players = { $value }（{ $players } 人游戏）
capped = { $value }（至多 { $cap }）
per-each = { $thing }每{ $measure } { $rate }
per-unit = { $unit } { $rate }
op-plus = { $a } + { $b }
op-minus = { $a } - { $b }
op-times = { $a } × { $b }
op-divided = { $a } ÷ { $b }
the-number-of = { $things }的数量
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
cond-and = { $a }，并且{ $b }
cond-or = { $a }，或者{ $b }
cond-not = 并非{ $a }
cond-true = 总是
cond-false = 从不
have-at-least = 至少有 { $n } { $measure }{ $things }
have-more-than = 有超过 { $n } { $measure }{ $things }
have-at-most = 至多有 { $n } { $measure }{ $things }
have-less-than = 有少于 { $n } { $measure }{ $things }
have-exactly = 恰好有 { $n } { $measure }{ $things }
have-not = { $things }的数量不等于 { $n }
is-at-least = { $a }至少为 { $b }
is-more-than = { $a }大于 { $b }
is-at-most = { $a }至多为 { $b }
is-less-than = { $a }小于 { $b }
is-exactly = { $a }恰好为 { $b }
is-not = { $a }不等于 { $b }
