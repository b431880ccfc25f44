# 效果、数字与条件的组合方式（简体中文）。
# 变量中的文字已由渲染器生成；中文没有复数，$count 只在需要区分“1 个”与“多个”时使用。
# ChineseRenderer：各部分之间不加空格，列表用“、”连接，名词短语 = 限定语 + 形容词 + 名词（中间无分隔），
# 句末自动加“。”（以“。”“）”结尾时除外）。量词写在模板里，名词（word-…）本身不带量词。

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
with-range = { $body }，每辆卡车的范围额外 +{ $range }
bonus-only = { $body }，但只获得其奖励

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
the-number-of-districts = 有{ $things }的地区数量
q-highest-business = 你的最高经营等级
unit-highest-business = 你的最高经营等级每级
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
fn-tracks_at_least = 你的势力和各项经营等级中达到 { $level } 级或以上的项数

cond-and = { $a }，并且{ $b }
cond-or = { $a }，或者{ $b }
cond-not = 并非{ $a }
cond-true = 总是
cond-false = 从不
some-district = 在{ $scope }同一地区中：{ $body }
all-district = 在{ $scope }每个地区中都{ $body }
some-borough = 在某个区域中{ $body }
all-borough = 在每个区域中都{ $body }

have-at-least = 至少有 { $n } { $measure }{ $things }
have-more-than = 有超过 { $n } { $measure }{ $things }
have-at-most = 至多有 { $n } { $measure }{ $things }
have-less-than = 有少于 { $n } { $measure }{ $things }
have-exactly = 恰好有 { $n } { $measure }{ $things }
have-not = { $things }的数量不等于 { $n }
districts-at-least = { $things }分布在至少 { $n } { $count ->
    [1] 个地区
   *[other] 个不同的地区
  }
districts-more-than = { $things }分布在超过 { $n } 个地区
districts-at-most = { $things }分布在至多 { $n } 个地区
districts-less-than = { $things }分布在少于 { $n } 个地区
districts-exactly = { $things }恰好分布在 { $n } 个地区
districts-not = { $things }并非恰好分布在 { $n } 个地区
tracks-at-least = 你的势力和各项经营等级中，至少有 { $n } 项达到 { $level } 级或以上
tracks-more-than = 你的势力和各项经营等级中，有超过 { $n } 项达到 { $level } 级或以上
tracks-at-most = 你的势力和各项经营等级中，至多有 { $n } 项达到 { $level } 级或以上
tracks-less-than = 你的势力和各项经营等级中，达到 { $level } 级或以上的少于 { $n } 项
tracks-exactly = 你的势力和各项经营等级中，恰好有 { $n } 项达到 { $level } 级或以上
tracks-not = 你的势力和各项经营等级中，达到 { $level } 级或以上的项数不恰好为 { $n }
is-at-least = { $a }至少为 { $b }
is-more-than = { $a }大于 { $b }
is-at-most = { $a }至多为 { $b }
is-less-than = { $a }小于 { $b }
is-exactly = { $a }恰好为 { $b }
is-not = { $a }不等于 { $b }

# 限定语放在名词前，以“的”结尾。被 some(...)/all(...) 约束的地区、区域已由句首的
# “在……同一地区中”“在每个区域中”说明，故这两个限定语为空（空限定语会被略去）。
qual-borough-is = 位于{ $place }的
qual-borough-bound = { "" }
qual-district-is = 位于{ $place }的
qual-district-bound = { "" }
qual-dock-is = 位于{ $place }码头的
qual-dock-bound = 位于该区码头的
place-here = 本区域
place-attacked = 你所攻击的
place-downtown = 下城区
place-midtown = 中城区
place-uptown = 上城区
