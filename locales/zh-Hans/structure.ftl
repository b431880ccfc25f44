# Speakeasy 自己的结构（简体中文）：其函数、地点与带键的筛选。效果语言共用的结构见 interpreter/text/locales/zh-Hans/structure.ftl。
# 中文的 Style（interpreter/text/languages.py）：各部分之间不加空格，列表用“、”连接，名词短语 = 限定语 + 形容词 + 名词（中间无分隔），
# 句末自动加“。”（以“。”“）”结尾时除外）。量词写在模板里，名词（word-…）本身不带量词。

with-range = { $body }（本次每辆卡车范围 +{ $range }）
bonus-only = { $body }，但只获得其奖励

the-number-of-districts = 有{ $things }的地区数量
# .they：另一名玩家执行该步骤时（as each opponent: …）；.bare：每名玩家各自的数值（most(…)），不带所有者
q-highest-business = 你的最高经营等级
    .they = 其最高经营等级
    .bare = 最高经营等级
unit-highest-business = 你的最高经营等级每有 1 级
    .they = 其最高经营等级每有 1 级
fn-tracks_at_least = 你的势力和各项经营等级中达到 { $level } 级或以上的项数
    .they = 其势力和各项经营等级中达到 { $level } 级或以上的项数

some-district = 在{ $scope }的同一个地区内，{ $body }
all-district = 在{ $scope }的每个地区中，{ $body }
some-borough = 在某一个区域中，{ $body }
all-borough = 在每个区域中，{ $body }

# 你自己的建筑所在的地区（districts(building[mine …]) >= 3）
# “在本区域至少有 2 个地区有你的受保护地下酒吧”：数目在前，你的建筑在后（$where 为空或“在本区域”）
districts-at-least = { $where }至少有 { $n } 个地区有你的{ $things }
    .they = { $where }至少有 { $n } 个地区有其{ $things }
districts-more-than = 你在超过 { $n } 个地区都有{ $things }
    .they = 其在超过 { $n } 个地区都有{ $things }
districts-at-most = 你至多在 { $n } 个地区有{ $things }
    .they = 其至多在 { $n } 个地区有{ $things }
districts-less-than = 你有{ $things }的地区少于 { $n } 个
    .they = 其有{ $things }的地区少于 { $n } 个
districts-exactly = 你恰好在 { $n } 个地区有{ $things }
    .they = 其恰好在 { $n } 个地区有{ $things }
districts-not = 你有{ $things }的地区并非恰好 { $n } 个
    .they = 其有{ $things }的地区并非恰好 { $n } 个
tracks-at-least = 你的势力和各项经营等级中，至少有 { $n } 项达到 { $level } 级或以上
    .they = 其势力和各项经营等级中，至少有 { $n } 项达到 { $level } 级或以上
tracks-more-than = 你的势力和各项经营等级中，有超过 { $n } 项达到 { $level } 级或以上
    .they = 其势力和各项经营等级中，有超过 { $n } 项达到 { $level } 级或以上
tracks-at-most = 你的势力和各项经营等级中，至多有 { $n } 项达到 { $level } 级或以上
    .they = 其势力和各项经营等级中，至多有 { $n } 项达到 { $level } 级或以上
tracks-less-than = 你的势力和各项经营等级中，达到 { $level } 级或以上的少于 { $n } 项
    .they = 其势力和各项经营等级中，达到 { $level } 级或以上的少于 { $n } 项
tracks-exactly = 你的势力和各项经营等级中，恰好有 { $n } 项达到 { $level } 级或以上
    .they = 其势力和各项经营等级中，恰好有 { $n } 项达到 { $level } 级或以上
tracks-not = 你的势力和各项经营等级中，达到 { $level } 级或以上的项数不恰好为 { $n }
    .they = 其势力和各项经营等级中，达到 { $level } 级或以上的项数不恰好为 { $n }
# 限定语放在名词前，以“的”结尾。被 some(...)/all(...) 约束的地区、区域已由句首的
# “在……同一地区中”“在每个区域中”说明，故这两个限定语为空（空限定语会被略去）。
qual-borough-is = 位于{ $place }的
    .where = 在{ $place }
qual-borough-bound = { "" }
qual-district-is = 位于{ $place }的
    .where = 在{ $place }
qual-district-bound = { "" }
qual-dock-is = 位于{ $place }码头的
    .where = { $place }码头区
qual-dock-bound = 位于该区码头的
place-here = 本区域
place-attacked = 你所伏击之船所在
    .they = 其所伏击之船所在
place-downtown = 下城区
place-midtown = 中城区
place-uptown = 上城区

# 建筑价格之外的费用，读自规则（board.big_buildings[].discard），在句后说明一次
note-discard = { $kind }另需从手牌弃掉 { $count } 张经营卡
# 餐厅中需多弃牌的回合顺位空格，读自规则（board.turn_order）：$space 为多数人数下的第一个此类空格，$count 为张数，
# $others 为其他人数的说法
turn-order-extra = { $body }（第 { $space } 格起须再弃掉 { $count } 张经营卡{ $exceptions ->
    [0] {""}
   *[other] ；{ $others }
  }）
turn-order-extra-players = { $players } 人游戏为第 { $space } 格起
turn-order-extra-some = { $body }（部分空格须多弃经营卡）

# Speakeasy 在使用帮手卡的时机（派遣分支头目之前，flow.helper_step）提供仅限一次的能力
once-ability = 仅限一次，在你的某个回合开始时代替使用帮手卡：{ $body }
once-either = 每局仅限一次，以下择一：{ $charges }；或在你的某个回合开始时代替使用帮手卡：{ $body }

# 整张地图，作为遍及所有地区的 some/all 的范围：“在曼哈顿的某一个地区中，……”
place-everywhere = 曼哈顿
