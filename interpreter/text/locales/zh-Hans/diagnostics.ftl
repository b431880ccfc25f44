# 规则检查器的诊断信息，在工作室编辑器中以读者的语言显示（interpreter/text/diagnostics.py）。
# 引号中的代码词（gain、ally、字段名）照规则原文保留，不翻译。

diag-untranslated = 规则检查器提示（此条尚未翻译）：
diag-did-you-mean = （是否要写“{ $word }”？）
diag-write-instead = （应写作“{ $word }”）
diag-known-events = ；可用的事件：{ $list }
diag-known-players = ；可用的玩家：{ $list }
diag-one-of = 以下之一：{ $list }
diag-list-separator = 、
diag-code = “{ $word }”
diag-expected-word = 一个词
diag-expected-number = 一个数字
diag-expected-comparison = 一个比较（>=、== 等）
diag-expected-end = 文本结尾
diag-expected-signed = 带正负号的数字（如 +1）
diag-expected-money = 金额（如 $5）
diag-expected-number-or-money = 数字或金额
diag-expected-player = 一名玩家：you 或一个角色
diag-unknown-verb = 未知的动词“{ $verb }”
diag-unknown-event = 未知的事件“{ $word }”
diag-unknown-player = 未知的玩家“{ $word }”
diag-unknown-quantity = 未知的数量“{ $word }”
diag-unknown-function = 未知的函数“{ $word }”
diag-unknown-noun = 未知的名词“{ $word }”
diag-unknown-field = 未知的字段“{ $field }”
diag-unknown-section = 未知的部分“{ $field }”
diag-missing-field = 缺少字段“{ $field }”
diag-whole-number = “{ $field }”须为整数，而不是“{ $value }”
diag-unexpected-argument = “{ $verb }”后多了参数“{ $word }”
diag-unexpected-argument-bare = “{ $verb }”后多了参数
diag-missing-argument = “{ $verb }”缺少所需的内容：{ $what }
diag-no-option = “{ $verb }”没有选项“{ $option }”（可用选项：{ $options }）
diag-needs-player = “{ $verb }”需要指明一名玩家：you 或一个角色
diag-charge-needs-once = “{ $verb }”是一次性效果：应写作“once: { $verb } …”
diag-stays-only = 此处的效果随其拥有者保留，从不执行：请用 modify、“when EVENT: …”或“once: …”（这样的步骤永远不会发生）
diag-runs-only = 此处的效果只执行一次、不会保留，因此这一条永远不会生效：modify 和 when 应写在保留的效果中（木箱板块的背面、卡牌的被动效果、黑帮板块的加成）
diag-charge-stays = 一次性效果会一直保留，直到游戏中用掉它，应写在保留的效果中（木箱板块的背面、卡牌的被动效果、黑帮板块的加成）；写在这里永远不会被用掉
diag-table-everyone = 房规本就对每名玩家生效，加上“everyone”会让它对每名玩家各生效一次：请删去“everyone”
diag-ability-runs = 此效果在你选择黑帮合伙人时执行；单独作为一步的“once: …”会在那时执行，之后又会作为每局一次的能力再次提供：请把它放进“when EVENT:”中，或删去“once:”
diag-step-missing = “;”之后缺少一个步骤
diag-unexpected-token = 此处不应出现“{ $token }”；应为{ $expected }
diag-unexpected-character = 此处不应出现字符“{ $token }”
diag-ends-early = 文本过早结束；应为{ $expected }
diag-arithmetic-parentheses = 参数中的算式须加括号，例如 gain $(4 * vip)
diag-choose-two = “choose”至少需要两个以“|”分隔的选项
diag-repeat-count = “repeat”需要次数和冒号：repeat 2: … 或 repeat up to 2: …
diag-comparison-sides = 比较的两边都须是数字，例如 count(building[mine]) >= 3
diag-too-long = 文本过长（{ $length } 个字符，最多 { $limit } 个）
diag-too-deep = 嵌套过深
diag-id-stays = id 须保持为“{ $id }”：配件的 id 不能更改（变体可以另外新增配件）
diag-one-mapping = 一个配件是由其字段组成的一个映射（`id: …`）
