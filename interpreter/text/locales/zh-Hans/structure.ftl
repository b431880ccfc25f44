# 效果语言自身各结构的组合方式（简体中文），所有游戏共用：顺序、may、choose、repeat、费用、列表、数字、比较。
# 游戏自己的词语在其 locale 文件夹中（Speakeasy：locales/zh-Hans/）。变量中的文字已由渲染器生成。
# 中文的 Style（interpreter/text/languages.py）：各部分之间不加空格，列表用“、”连接，限定语在名词之前，句末加“。”。

seq = { $first }，然后{ $then }
# 管辖自身主体的结构（if、may、repeat、once、when、as）之后的一步用“；”隔开：它不受该结构管辖
seq-after = { $first }；然后{ $then }
# 可选步骤之后又一个可选步骤（render.py visit_Seq）：“可以”本身表明后者不受前者管辖，无需“；然后你可以”
seq-may = { $first }，然后可以{ $then }
# 同一结构管辖的多个步骤：“如果……，依次执行以下两项：a，然后 b”
block = { $count ->
    [2] 依次执行以下两项：{ $steps }
   *[other] 依次执行：{ $steps }
  }
# .they：由另一名玩家执行该步骤时（as each opponent: …）的说法，用第三人称“其”
may = 你可以{ $body }
    .they = 其可以{ $body }
may-repeat-up-to = 至多 { $count } 次，你可以{ $body }
    .they = 至多 { $count } 次，其可以{ $body }
choose-one = 选择一项：{ $options }
# 各选项都以 choose-lead 开头时只说一次（render.py choice）：“选择一项并支付费用：开设一家赌场，或以赌场接管……”
choose-lead = 支付费用
choose-lead-then = 并{ $lead }
choose-one-lead = 选择一项并{ $lead }：{ $options }
# “至多 2 次，你可以选择一项：……”的说法：次数在前，每次的选择在后
may-repeat-choose = 你可以执行以下行动至多 { $count } 次（每次任选一项{ $lead }）：{ $options }
    .they = 其可以执行以下行动至多 { $count } 次（每次任选一项{ $lead }）：{ $options }
# 选项是行动：最后一项前用“，或”；全部执行时各项用“；”隔开
options-or = { $head }，或{ $last }
options-and = { $head }；{ $last }
choose-different = 从以下行动中任选 { $count } 项（不可重复），按任意顺序执行：{ $options }
choose-all = { $count ->
    [2] 按任意顺序执行以下两项：{ $options }
   *[other] 按任意顺序执行以下各项：{ $options }
  }
repeat = 执行 { $count } 次：{ $body }
repeat-up-to = 至多 { $count } 次，{ $body }
# 一步自身的文字可以计入重复次数时（“拿取至多 2 块城市板块”），渲染器向用到 $times 的消息传入 $times（此文字或数字）
# 与 $many（数字）
times-up-to = 至多 { $count }
if = 若{ $cond }，则{ $body }
once = 每局仅限一次，{ $body }
# 配件保留的 once:：其拥有者在游戏提供的时机使用一次的能力（何时由游戏决定）
once-ability = 仅限一次，时机由你选择：{ $body }
# `once: choose { 一次性效果 | 效果 }`（issue 27）：一次性效果或能力，先用哪个都算用掉
once-either = 每局仅限一次，以下择一：{ $charges }；或在你选择的时机：{ $body }
once-either-charges = 每局仅限一次，以下择一：{ $charges }
# 持续配件（被动效果）的多条常驻规则，而非依次执行的步骤
seq-kept = { $first }；{ $then }
when = { $event }，{ $body }
when-during = { $event }，{ $body }
# 由另一名玩家执行主体；主体可选做时用“-may”
as-role = { $who }须{ $body }
as-role-may = { $who }可以{ $body }
as-each = 每名{ $group }都须{ $body }
as-each-may = 每名{ $group }都可以{ $body }
# as each … where：参与的玩家是该步骤开始时满足条件者（effects.py），而非轮到各人时再判断
as-each-where = 此时{ $cond }的每名{ $group }都须{ $body }
as-each-where-may = 此时{ $cond }的每名{ $group }都可以{ $body }
as-chosen = 选择{ $one }：该玩家须{ $body }
as-chosen-may = 选择{ $one }：该玩家可以{ $body }
as-chosen-where = 选择一名{ $cond }的{ $group }：该玩家须{ $body }
as-chosen-where-may = 选择一名{ $cond }的{ $group }：该玩家可以{ $body }
# 一组玩家：“每名对手”；其中一名：“选择一名对手”
as-do = 执行以下内容：{ $body }
# .one-able: `as a GROUP: …` offers only those who could do it; $able says what they need (a game's words)
group-opponent = 对手
    .one = 一名对手
    .one-able = 一名{ $able }对手
group-player = 玩家（包括你）
    .one = 一名玩家（包括你）
    .one-able = 一名{ $able }玩家（包括你）
player-you = 你
mod-everyone = 每名玩家：{ $body }
paid = { $cost }，{ $body }
list-or = { $head }或{ $last }
# 中文渲染器不用它（列表一律用“、”和 list-or），英文用于含逗号的长选项
list-or-long = { $head }；或{ $last }
list-and = { $head }和{ $last }
money = ${ $amount }
per-players = { $value }（{ $players } 人游戏）
capped = { $value }（至多 { $cap }）
per-each = { $thing }每{ $measure } { $rate }
per-unit = { $unit }计 { $rate }
# 数量为比率的动词（000 P.22 的说法：“你每有一张帮手卡……就获得 $4”）：$body 是带比率的动词（“获得 $2 现金”）；
# -own：所计之物是你自己的，主语为“你”
per-each-do = { $where }每有 1 { $measure }{ $thing }，就{ $body }
per-each-do-own = 你{ $where }每有 1 { $measure }{ $thing }，就{ $body }
    .they = 其{ $where }每有 1 { $measure }{ $thing }，就{ $body }
per-unit-do = { $unit }就{ $body }
sum = { $items }之和
# 各项都是你自己的数值时（phrases.py total）：“你的”只说一次——“你的势力、合伙人势力和打手数量之和”；.whose：各项单说时的前缀
sum-own = 你的{ $items }之和
    .whose = 你的
op-minus = { $a }减去 { $b }
op-times = { $a } × { $b }
op-divided = { $a } ÷ { $b }，向下取整
the-number-of = { $things }数量
    .bare = { $things }数量
fn-highest = { $items }中的最高值
fn-lowest = { $items }中的最低值
# 每名玩家各自的数值（most(cash)）：$value 是不带所有者的说法（.bare），如“现金”“赌场数量”
fn-most = 所有玩家中{ $value }的最高值
fn-least = 所有玩家中{ $value }的最低值
fn-opponents_most = 你所有对手中{ $value }的最高值
fn-opponents_least = 你所有对手中{ $value }的最低值
fn-leaders = { $value }并列最多的玩家人数
# 条件链：$head 为除最后一项外的各项，以“，”连接；-group：另一种运算符的链中的一条链，放在最后，用结合更紧的“且”“或”
# （“……，或者你的恶名至少为 10 且你的现金至少为 3”）
cond-and = { $head }，并且{ $last }
    .rel = { $head }且{ $last }
cond-or = { $head }，或者{ $last }
cond-and-group = { $head }且{ $last }
cond-or-group = { $head }或{ $last }
cond-true = 总是
cond-false = 从不
# 计数你自己的东西时以“你”为主语（“你至少有 3 座受保护建筑”）；also-：“并且”之后的第二个同类计数，沿用前者的主语；
# there-：计数任何人的东西
have-at-least = 你{ $where }至少有 { $n } { $measure }{ $things }
    .rel = { $where }至少有 { $n } { $measure }{ $things }
    .they = 其{ $where }至少有 { $n } { $measure }{ $things }
have-more-than = 你{ $where }有超过 { $n } { $measure }{ $things }
    .rel = { $where }有超过 { $n } { $measure }{ $things }
    .they = 其{ $where }有超过 { $n } { $measure }{ $things }
have-at-most = 你{ $where }至多有 { $n } { $measure }{ $things }
    .rel = { $where }至多有 { $n } { $measure }{ $things }
    .they = 其{ $where }至多有 { $n } { $measure }{ $things }
have-less-than = { $n ->
    [1] 你{ $where }没有{ $things }
   *[other] 你{ $where }有少于 { $n } { $measure }{ $things }
  }
    .they = { $n ->
        [1] 其{ $where }没有{ $things }
       *[other] 其{ $where }有少于 { $n } { $measure }{ $things }
      }
have-exactly = 你{ $where }恰好有 { $n } { $measure }{ $things }
    .rel = { $where }恰好有 { $n } { $measure }{ $things }
    .they = 其{ $where }恰好有 { $n } { $measure }{ $things }
have-not = 你的{ $things }数量不等于 { $n }
    .they = 其{ $things }数量不等于 { $n }
also-at-least = { $where }至少有 { $n } { $measure }{ $things }
# 同一处的第二个“至少”计数作为前者的宾语（phrases.py visit_BoolOp）：“你至少有 1 家地下酒吧和 1 家夜店”
also-at-least-and = { $n } { $measure }{ $things }
also-more-than = { $where }有超过 { $n } { $measure }{ $things }
also-at-most = { $where }至多有 { $n } { $measure }{ $things }
also-less-than = { $n ->
    [1] { $where }没有{ $things }
   *[other] { $where }有少于 { $n } { $measure }{ $things }
  }
also-exactly = { $where }恰好有 { $n } { $measure }{ $things }
also-not = { $things }数量不等于 { $n }
there-at-least = { $where }至少有 { $n } { $measure }{ $things }
there-more-than = { $where }有超过 { $n } { $measure }{ $things }
there-at-most = { $where }至多有 { $n } { $measure }{ $things }
there-less-than = { $n ->
    [1] { $where }没有{ $things }
   *[other] { $where }有少于 { $n } { $measure }{ $things }
  }
there-exactly = { $where }恰好有 { $n } { $measure }{ $things }
there-not = { $things }的数量不等于 { $n }
is-at-least = { $a }至少为 { $b }
is-more-than = { $a }大于 { $b }
    .rel = { $a }比{ $b }多
is-at-most = { $a }至多为 { $b }
is-less-than = { $a }小于 { $b }
    .rel = { $a }比{ $b }少
# 与自己的同一数值相比（`cash > yours(cash)`，phrases.py visit_Compare）：“现金比你多的每名对手”，不说“比你的现金多”
is-more-than-yours = { $a }比{ $b }多
    .rel = { $a }比你多
is-less-than-yours = { $a }比{ $b }少
    .rel = { $a }比你少
is-exactly = { $a }恰好为 { $b }
is-not = { $a }不等于 { $b }
# 配件的标题：名称与种类
component-title = { $name }（{ $kind }）
# 数字范围（年份）：用一字线
range = { $start }—{ $end }

# （issue 22）数值在游戏中才算出的一步，以 X 表示：“将你的势力提升 X 级（X 为当前幕数）”
where-x = { $body }（X 为{ $value }）
# 比率所计之物的上限（`$(2 * (count(building[mine]) max 3))`），而非钱数的上限
counting-at-most = { $body }（最多按 { $cap } { $measure }计）
money-negative = -${ $amount }
op-negative = 负的{ $value }
# 表中未列出的人数取最后一个值
per-players-otherwise = { $value }（其他人数）
fn-most-value = 所有玩家中{ $value }的最高值
fn-least-value = 所有玩家中{ $value }的最低值
fn-opponents_most-value = 你所有对手中{ $value }的最高值
fn-opponents_least-value = 你所有对手中{ $value }的最低值
fn-leaders-value = { $value }并列最高的玩家人数
# 受筛选限制的 some/all：“在每个你有建筑的区域中，……”
some-in = 在某一{ $measure }{ $place }中，{ $body }
all-in = 在每{ $measure }{ $place }中，{ $body }
if-never = 从不执行：{ $body }
# 主体因比率成为从句的 may（“你每有 1 家赌场就……”）
may-clause = 你可以执行以下内容：{ $body }
    .they = 其可以执行以下内容：{ $body }
# as …: 的主体因比率成为从句（“其每有 1 座建筑就……”）
as-do-clause = 执行以下内容：{ $body }

# 机会（issue 27）：`roll { 5-6: … | 1: … }` 用游戏的随机数流掷一次骰子；每个点数或点数范围说明发生什么；
# 未列出的点数什么也不发生（roll-else，仅在有点数未列出时说）
roll = 掷一次骰子：{ $faces }
roll-face = 掷出 { $face }，{ $body }
roll-faces = 掷出 { $low }～{ $high }，{ $body }
roll-else = 掷出其他点数则无事发生
# （issue 28，l10n28）`x >= most(x)`：所有玩家中最多（并列亦可）；`opponents_most(count(…)) == 0`：所有对手都没有
is-the-most = { $a }为全场最多（含并列）
no-opponent-has = 所有对手都没有{ $things }
# 重复前一步的付费步骤（“……提升 1 级，然后你可以弃掉 1 张经营卡，再提升 1 级”）：动词用其 .again
paid-again = { $cost }，{ $body }
# 紧接着可付费再做一次前一步时，把这一可选步骤放进括号（render.py visit_Seq）：“……提升 1 级（你可以从手牌弃掉 1 张经营卡，
# 再提升 1 级），然后获得 $2 现金”，免得出现“然后……；然后……”
seq-again = { $first }（{ $then }）
# `when EVENT: once: …`：事件的 .first（“你首次运输酒桶时”）
when-once = { $event }（每局仅限一次），{ $body }

# 全桌规则（变体的 `table_rules:`）：每位玩家都持有，所以其中的“你”指每一位玩家
table-rule-holds = 所有玩家适用：{ $effect }

# 配件上的计数（issue 27 第 7 项）：$counter 是计数物的名称（counter-NAME，由命名它的变体给出），$measure 是其量词；
# 移除时有多少移除多少，不会少于 0
counter-add = 在{ $this }上放置 { $amount } { $measure }{ $counter }
counter-remove = 从{ $this }上移除 { $amount } { $measure }{ $counter }（不足则全部移除）
counter-reset = 移除{ $this }上的所有{ $counter }
counter-value = { $this }上的{ $counter }数量
# 计数作为比率的单位：“此配件上每有 1 枚硬币就获得 $3”
counter-unit = { $this }上每有 1 { $measure }{ $counter }
# 计数所在的配件：“此经营卡”（$kind：其种类），脱离配件时为“此配件”
this-kind = 此{ $kind }
this-component = 此配件
