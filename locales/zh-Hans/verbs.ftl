# 每个动词一条消息（以及每种持续修正、事件与角色）。
# .they：由另一名玩家执行该步骤时（as each opponent: …）的说法，用第三人称“其”代替“你的”。

verb-gain = 获得 { $amount } { $measure }{ $what }
# 连续几次固定数量的获得合为一句：“获得 1 本账簿、$2 现金和 1 个影响力指示物”
verb-gain-all = 获得 { $items }
gain-item = { $amount } { $measure }{ $what }
gain-item-money = { $amount } 现金
verb-gain-vip = 将 { $amount } { $measure }{ $what }放入你的 VIP 包厢
    .they = 将 { $amount } { $measure }{ $what }放入其 VIP 包厢
verb-gain-dock = 派遣 { $amount } { $measure }{ $what }到码头
verb-gain-money = 获得 { $amount } 现金
verb-gain-money-safe = 将 { $amount } 放入你的保险箱
    .they = 将 { $amount } 放入其保险箱
verb-hire = 雇佣 { $amount } { $measure }打手
verb-hire-free = 免费雇佣 { $amount } { $measure }打手
verb-take-card = 拿取一张{ $kind }经营卡
verb-take-card-any = 拿取任意一张经营卡
# $times/$many：一步自身计入的重复次数（“拿取 2 块城市板块”，render.py）
verb-take-helper = 从展示区拿取{ $many ->
    [1] 一张
   *[other] { $times } 张
  }帮手卡
verb-take-city_tile = 从展示区拿取{ $many ->
    [1] 一块
   *[other] { $times } 块
  }城市板块
verb-raise = 将{ $tracks }提升 { $amount } 级
    .again = 再提升 { $amount } 级
verb-build = 支付费用开设一{ $measure }{ $kind }
# 不说“你的”：只能升级自己的地下酒吧，而帮手卡以此为名，会出现在第三人称的记录中
verb-upgrade = 支付费用将一家地下酒吧升级为{ $kind }
    .they = 支付费用将一家地下酒吧升级为{ $kind }
verb-take_over = 支付费用以{ $kind }接管一家黑帮地下酒吧
verb-take_over-ignore = 支付费用以{ $kind }接管一家黑帮地下酒吧，无视其防御力
verb-take_over-free = 以{ $kind }接管一家黑帮地下酒吧，无需支付其费用
verb-take_over-ignore-free = 以{ $kind }接管一家黑帮地下酒吧，无视其防御力，无需支付其费用
verb-play = 从手牌打出一张{ $kind }卡
    .they = 从其手牌打出一张{ $kind }卡
verb-play-any = 从手牌打出一张经营卡
    .they = 从其手牌打出一张经营卡
verb-produce = 生产酒桶
verb-sell = 出售酒桶
verb-deliver = 提货并运送酒桶
verb-protect = 保护建筑
verb-discard = 从手牌弃掉 { $amount } 张经营卡
    .they = 从其手牌弃掉 { $amount } 张经营卡
verb-pay = 支付 { $amount }
verb-pay-influence = 弃掉 { $amount } 个影响力指示物
verb-move_turn_order = 将你的回合顺位标记移到回合顺位轨道下排的一个空格
    .they = 将其回合顺位标记移到回合顺位轨道下排的一个空格
verb-cook = 篡改账簿{ $many ->
    [1] （将一本账簿放到一个你已达成的目标上）
   *[other] { $times } 次（每次将一本账簿放到一个你已达成的目标上）
  }
    .they = 篡改账簿{ $many ->
        [1] （将一本账簿放到一个其已达成的目标上）
       *[other] { $times } 次（每次将一本账簿放到一个其已达成的目标上）
      }
verb-use = 使用你的{ $many ->
    [1] 一块
   *[other] { $times } 块
  }城市板块
    .they = 使用其{ $many ->
        [1] 一块
       *[other] { $times } 块
      }城市板块
verb-copy = 获得展示区任意一张帮手卡的奖励而不拿取该卡
verb-swap_capo = 将你的头目与另一名玩家在公园外的头目对调
    .they = 将其头目与另一名玩家在公园外的头目对调
verb-act = 执行你的头目现在所在人物的行动
    .they = 执行其头目现在所在人物的行动
verb-ally = 从黑帮版图上拉拢一名黑帮人物做你的合伙人
    .they = 从黑帮版图上拉拢一名黑帮人物做其合伙人
verb-attack = 伏击一艘朗姆酒运输船
verb-auto_defend = 你的{ $kind }在黑帮战争中无需战斗即被守住
    .they = 其{ $kind }在黑帮战争中无需战斗即被守住
verb-free_assist = 你的合伙人免费协助一次攻击或防御
    .they = 其合伙人免费协助一次攻击或防御

mod-sell_limit = 每次你出售酒桶时，{ $direction ->
    [up] 可额外出售
   *[down] 少出售
  } { $amount } 个酒桶
    .they = 每次该玩家出售酒桶时，{ $direction ->
        [up] 可额外出售
       *[down] 少出售
      } { $amount } 个酒桶
mod-production = 每次你生产酒桶时，{ $direction ->
    [up] 额外生产
   *[down] 少生产
  } { $amount } 个酒桶
    .they = 每次该玩家生产酒桶时，{ $direction ->
        [up] 额外生产
       *[down] 少生产
      } { $amount } 个酒桶
mod-truck_range = 你的每辆卡车范围 { $signed }
    .they = 其每辆卡车范围 { $signed }
mod-defense = 你在黑帮战争中的防御力 { $signed }
    .they = 该玩家在黑帮战争中的防御力 { $signed }
mod-takeover_attack = 你接管黑帮地下酒吧时攻击力 { $signed }
    .they = 该玩家接管黑帮地下酒吧时攻击力 { $signed }
mod-ship_attack = 你伏击朗姆酒运输船时攻击力 { $signed }
    .they = 该玩家伏击朗姆酒运输船时攻击力 { $signed }
mod-associate_fee = 你的合伙人费用{ $direction ->
    [up] 增加
   *[down] 减少
  } ${ $amount }
    .they = 其合伙人费用{ $direction ->
        [up] 增加
       *[down] 减少
      } ${ $amount }
mod-influence = 你的永久影响力 { $signed }
    .they = 其永久影响力 { $signed }
    .during = 该次影响力 { $signed }

# 规则中的数值，按其路径（modify game.safe_rate -1）：$signed 为“+1”或“-1”，$amount 为其大小，
# $direction 为“up”或“down”
mod-game-safe_rate = 你用保险箱的钱付款时，每付 $1 需从保险箱取出的钱{ $direction ->
    [up] 增加 ${ $amount }
   *[down] 减少 ${ $amount }（至少仍取出 $1）
  }
    .they = 该玩家从保险箱中每支付 $1，所需的保险箱中的钱{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 减少 ${ $amount }（最少为 $1）
      }
mod-game-casino_payout = 回合顺位改变时，你每家营业中的赌场的赔付{ $direction ->
    [up] 增加
   *[down] 减少
  } ${ $amount }
    .they = 回合顺位改变时，该玩家每家营业中的赌场的赔付{ $direction ->
        [up] 增加
       *[down] 减少
      } ${ $amount }
mod-game-city_tile_limit = { $direction ->
    [up] 回合结束时，你可以额外保留 { $amount } 块城市板块
   *[down] 回合结束时，你可以保留的城市板块减少 { $amount } 块
  }
    .they = { $direction ->
        [up] 回合结束时，该玩家可以额外保留 { $amount } 块城市板块
       *[down] 回合结束时，该玩家可以保留的城市板块减少 { $amount } 块
      }
mod-board-payouts = 在你获得名次的每个区域中，幸运卢西亚诺发给你的分红{ $direction ->
    [up] 增加
   *[down] 减少
  } ${ $amount }
    .they = 在该玩家获得名次的每个区域中，幸运卢西亚诺发给该玩家的分红{ $direction ->
        [up] 增加
       *[down] 减少
      } ${ $amount }
mod-board-goons-costs = 你雇佣每名打手的费用{ $direction ->
    [up] 增加 ${ $amount }
   *[down] 减少 ${ $amount }（最少为 $0）
  }
    .they = 该玩家雇佣每名打手的费用{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 减少 ${ $amount }（最少为 $0）
      }
    .everyone = 所有玩家雇佣每名打手的费用{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 减少 ${ $amount }（最低为 $0）
      }
mod-board-turn_order-columns-protect_cost = 你保护每座建筑所需的影响力{ $direction ->
    [up] 增加 { $amount }
   *[down] 减少 { $amount }（最少为 0）
  }
    .they = 该玩家保护每座建筑所需的影响力{ $direction ->
        [up] 增加 { $amount }
       *[down] 减少 { $amount }（最少为 0）
      }
mod-board-trucks-capacity = 你的每辆卡车可{ $direction ->
    [up] 多
   *[down] 少
  }装载 { $amount } 个酒桶
    .they = 其每辆卡车可{ $direction ->
        [up] 多
       *[down] 少
      }装载 { $amount } 个酒桶
mod-dock_reward_any = { $direction ->
    [up] 当你派遣家族成员到码头时，你可以选择获得 4 种码头奖励中的任意一种
   *[down] 抵消你的 { $amount } 个“派遣家族成员到码头时可选择获得任意一种码头奖励”的效果
  }
    .they = { $direction ->
        [up] 当该玩家派遣家族成员到码头时，该玩家可以选择获得 4 种码头奖励中的任意一种
       *[down] 抵消该玩家的 { $amount } 个“派遣家族成员到码头时可选择获得任意一种码头奖励”的效果
      }

# 事件：“每次你……时”；.another：另一名玩家做这件事时（when another EVENT:）；
# .during：该事件持续期间的修正（when EVENT: modify …），“当你……时”
event-protect = 每次你保护建筑时
    .another = 每次另一名玩家保护建筑时
    .during = 当你保护建筑时
event-takeover = 每次你接管黑帮地下酒吧时
    .another = 每次另一名玩家接管黑帮地下酒吧时
    .during = 当你接管黑帮地下酒吧时
event-defend = 每次你在黑帮战争中防御时
    .another = 每次另一名玩家在黑帮战争中防御时
    .during = 当你在黑帮战争中防御时
event-attack_ship = 每次你伏击朗姆酒运输船时
    .another = 每次另一名玩家伏击朗姆酒运输船时
    .during = 当你伏击朗姆酒运输船时
event-sell = 每次你出售酒桶时
    .another = 每次另一名玩家出售酒桶时
    .during = 当你出售酒桶时
event-produce = 每次你生产酒桶时
    .another = 每次另一名玩家生产酒桶时
    .during = 当你生产酒桶时
event-deliver = 每次你运输酒桶时
    .another = 每次另一名玩家运输酒桶时
    .during = 当你运输酒桶时
    .first = 你首次运输酒桶时
event-build = 每次你开设或升级建筑时
    .another = 每次另一名玩家开设或升级建筑时
    .during = 当你开设或升级建筑时
event-open = 每次你在空置建筑格开设建筑时
    .another = 每次另一名玩家在空置建筑格开设建筑时
event-upgrade = 每次你升级地下酒吧时
    .another = 每次另一名玩家升级地下酒吧时
event-lose = 每次你在黑帮战争中失去建筑时
    .another = 每次另一名玩家在黑帮战争中失去建筑时
event-displaced = 每次另一名玩家在公园与你交换头目时
    .another = 每次另一名玩家的头目因公园的交换而被移动时
event-round_end = 每轮结束时
event-act_end = 每一幕结束时
event-luciano = 每次幸运卢西亚诺阶段开始时
# 角色：.object 为“交给……”的接受者（give $1 to ROLE）
role-displaced = 被换走头目的玩家
    .object = 被换走头目的玩家
role-displacer = 在公园与你交换头目的玩家
    .that = 该玩家
    .object = 在公园与你交换头目的玩家

verb-give = 交给{ $to } { $amount } { $measure }{ $what }
verb-give-money = 交给{ $to } { $amount }

# build KIND discount=N：费用减少 N，最少为 $0（verbs_build）
verb-build-discount = 开设一{ $measure }{ $kind }，其费用减少 { $discount }（最少为 $0）
# 给出者尽其所有，至多给到所写数额（verbs_social._givable）；$rate 为规则中的保险箱比率（0：未知，不说比率）；
# $receiver 为“you”时接受者是效果的拥有者
give-all-money = { $body }（不足则有多少给多少）
    .they = { $body }（不足则有多少给多少）
# 给出钱的配件，在句后说明一次
note-give-money = 给钱方式与付款相同：先用现金，不足部分{ $rate ->
    [0] 从保险箱支付
   *[other] 按 { $rate } 比 1 从保险箱支付
  }
give-all-card = { $count ->
    [1] { $body }（由你选择；没有则不给）
   *[other] { $body }（由你选择；不足则全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其选择；没有则不给）
       *[other] { $body }（由其选择；不足则全部交出）
      }
give-all-influence = { $count ->
    [1] { $body }（没有则不给）
   *[other] { $body }（不足则全部交出）
  }
give-all-goon = { $count ->
    [1] { $body }（没有则不给，且{ $receiver ->
        [you] 你
       *[other] 对方
      }须有空的打手格）
   *[other] { $body }（以你拥有的打手和{ $receiver ->
        [you] 你
       *[other] 对方
      }的空打手格为限）
  }
    .they = { $count ->
        [1] { $body }（没有则不给，且{ $receiver ->
            [you] 你
           *[other] 对方
          }须有空的打手格）
       *[other] { $body }（以其拥有的打手和{ $receiver ->
            [you] 你
           *[other] 对方
          }的空打手格为限）
      }
give-all-helper = { $count ->
    [1] { $body }（由你从版图旁的帮手卡中选择；没有则不给）
   *[other] { $body }（由你从版图旁的帮手卡中选择；不足则全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其从版图旁的帮手卡中选择；没有则不给）
       *[other] { $body }（由其从版图旁的帮手卡中选择；不足则全部交出）
      }
give-all-city_tile = { $count ->
    [1] { $body }（由你从未使用的城市板块中选择；没有则不给）
   *[other] { $body }（由你从未使用的城市板块中选择；不足则全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其从未使用的城市板块中选择；没有则不给）
       *[other] { $body }（由其从未使用的城市板块中选择；不足则全部交出）
      }
# as an opponent: give …：只提供有可给之物的对手：“选择一名有钱的对手”
able-give-money = 有钱的
able-give-card = 有手牌的
able-give-influence = 有影响力指示物的
able-give-goon = 有打手的
able-give-helper = 有帮手卡的
able-give-city_tile = 有未使用城市板块的
# as an opponent: pay … / discard …：只提供付得起的对手
able-pay = 付得起的
able-pay-influence = 影响力指示物足够支付的
able-discard = { $count ->
    [1] 有手牌的
   *[other] 手牌足够的
  }
# 不作费用的 pay、discard：有多少取多少，至多取到所写数额（verbs_basic._pays，D-210），说法同 give；
# 写在 -> 之前的费用须付足，不加说明
take-all-money = { $body }（不足则有多少付多少）
    .they = { $body }（不足则有多少付多少）
take-all-card = { $count ->
    [1] { $body }（由你选择；没有则不弃）
   *[other] { $body }（由你选择；不足则全部弃掉）
  }
    .they = { $count ->
        [1] { $body }（由其选择；没有则不弃）
       *[other] { $body }（由其选择；不足则全部弃掉）
      }
take-all-influence = { $count ->
    [1] { $body }（没有则不弃）
   *[other] { $body }（不足则全部弃掉）
  }
# 牌库即场所（issue 27 第 3 项，D-300）：$amount/$count 查看的张数，$keep 留下的张数；$how：none（全部放回）、all（全部留下）、some
verb-look = 查看{ $deck }牌库顶的 { $amount } 张牌{ $how ->
    [none] ，再{ $order ->
        [chosen] 按你选择的顺序
       *[lay] 按原顺序
      }全部放到牌库底部
    [all] ，全部收入手牌
   *[some] ，将其中 { $keep } 张收入手牌，其余{ $order ->
        [chosen] 按你选择的顺序
       *[lay] 按原顺序
      }放到牌库底部
  }
    .they = 查看{ $deck }牌库顶的 { $amount } 张牌{ $how ->
        [none] ，再{ $order ->
            [chosen] 按其选择的顺序
           *[lay] 按原顺序
          }全部放到牌库底部
        [all] ，全部收入其手牌
       *[some] ，将其中 { $keep } 张收入其手牌，其余{ $order ->
            [chosen] 按其选择的顺序
           *[lay] 按原顺序
          }放到牌库底部
      }

# 另一名玩家对你做的事（D-315）：伏击中雇佣你的家族成员、让你交给他东西；.that 为该事件效果中的“该玩家”
event-hired_out = 每次另一名玩家在伏击中雇佣你的家族成员时
    .another = 每次有玩家在伏击中雇佣另一名玩家的家族成员时
event-taken = 每次另一名玩家从你这里拿走东西时
    .another = 每次有玩家从另一名玩家那里拿走东西时
role-ambusher = 在伏击中雇佣你的家族成员的玩家
    .that = 该玩家
    .object = 在伏击中雇佣你的家族成员的玩家
role-taker = 从你这里拿走东西的玩家
    .that = 该玩家
    .object = 从你这里拿走东西的玩家
# 规则设定（`set`，D-310）：组件在你手中时改变的一条非数值规则；.they 用于“每名玩家：……”
set-map-central_park-trucks_cross = { $value ->
    [on] 你的卡车可以穿过中央公园，从公园一侧到另一侧只算一步移动
   *[off] 你的卡车不能穿过中央公园
  }
    .they = { $value ->
        [on] 其卡车可以穿过中央公园，从公园一侧到另一侧只算一步移动
       *[off] 其卡车不能穿过中央公园
      }
set-board-big_buildings-nightclub-per_borough = { $count ->
    [0] 你在任何区域都不能拥有夜店
    [1] 你在每个区域只能拥有 1 家夜店
   *[other] 你在每个区域最多可拥有 { $count } 家夜店
  }
    .they = { $count ->
        [0] 在任何区域都不能拥有夜店
        [1] 在每个区域只能拥有 1 家夜店
       *[other] 在每个区域最多可拥有 { $count } 家夜店
      }
set-board-big_buildings-casino-per_borough = { $count ->
    [0] 你在任何区域都不能拥有赌场
    [1] 你在每个区域只能拥有 1 家赌场
   *[other] 你在每个区域最多可拥有 { $count } 家赌场
  }
    .they = { $count ->
        [0] 在任何区域都不能拥有赌场
        [1] 在每个区域只能拥有 1 家赌场
       *[other] 在每个区域最多可拥有 { $count } 家赌场
      }

# give N barrel to PLAYER（D-355）：酒桶从给出者的酿酒厂移到接受者的酿酒厂；双方的酿酒厂都须营业中
give-all-barrel = { $count ->
    [1] { $body }（从你的酿酒厂交出，没有则不给；双方的酿酒厂都须营业中）
   *[other] { $body }（从你的酿酒厂交出，不足则全部交出；双方的酿酒厂都须营业中）
  }
    .they = { $count ->
        [1] { $body }（从其酿酒厂交出，没有则不给；双方的酿酒厂都须营业中）
       *[other] { $body }（从其酿酒厂交出，不足则全部交出；双方的酿酒厂都须营业中）
      }
able-give-barrel = 酿酒厂营业中且有酒桶的
