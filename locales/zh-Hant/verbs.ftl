# 每個動詞一則訊息（以及每種持續修正、事件與角色）。
# .they：由另一名玩家執行該步驟時（as each opponent: …）的說法，用第三人稱「其」代替「你的」。

verb-gain = 獲得 { $amount } { $measure }{ $what }
# 連續幾次固定數量的獲得合為一句：「獲得 1 本帳本、$2 現金和 1 個影響力標記」
verb-gain-all = 獲得 { $items }
gain-item = { $amount } { $measure }{ $what }
gain-item-money = { $amount } 現金
verb-gain-vip = 將 { $amount } { $measure }{ $what }放入你的 VIP 包廂
    .they = 將 { $amount } { $measure }{ $what }放入其 VIP 包廂
verb-gain-dock = 派遣 { $amount } { $measure }{ $what }到碼頭
verb-gain-money = 獲得 { $amount } 現金
verb-gain-money-safe = 將 { $amount } 放入你的保險箱
    .they = 將 { $amount } 放入其保險箱
verb-hire = 雇用 { $amount } { $measure }混混
verb-hire-free = 免費雇用 { $amount } { $measure }混混
verb-take-card = 拿取一張{ $kind }營運卡
verb-take-card-any = 拿取任意一張營運卡
# $times/$many：一步自身計入的重複次數（「拿取 2 片城市板塊」，render.py）
verb-take-helper = 從展示區拿取{ $many ->
    [1] 一張
   *[other] { $times } 張
  }助手卡
verb-take-city_tile = 從展示區拿取{ $many ->
    [1] 一片
   *[other] { $times } 片
  }城市板塊
verb-raise = 將{ $tracks }提升 { $amount } 級
    .again = 再提升 { $amount } 級
verb-build = 支付費用開設一家{ $kind }
# 不說「你的」：只能升級自己的地下酒吧，而助手卡以此為名，會出現在第三人稱的紀錄中
verb-upgrade = 支付費用將一家地下酒吧升級為{ $kind }
    .they = 支付費用將一家地下酒吧升級為{ $kind }
verb-take_over = 支付費用以{ $kind }接管一家幫派酒吧
verb-take_over-ignore = 支付費用以{ $kind }接管一家幫派酒吧，無視其防禦值
verb-take_over-free = 以{ $kind }接管一家幫派酒吧，無須支付其費用
verb-take_over-ignore-free = 以{ $kind }接管一家幫派酒吧，無視其防禦值，無須支付其費用
verb-play = 從手牌打出一張{ $kind }卡
    .they = 從其手牌打出一張{ $kind }卡
verb-play-any = 從手牌打出一張營運卡
    .they = 從其手牌打出一張營運卡
verb-produce = 生產酒桶
verb-sell = 販售酒桶
verb-deliver = 提貨並配送酒桶
verb-protect = 保護建築
verb-discard = 從手牌棄掉 { $amount } 張營運卡
    .they = 從其手牌棄掉 { $amount } 張營運卡
verb-pay = 支付 { $amount }
verb-pay-influence = 棄掉 { $amount } 個影響力標記
verb-move_turn_order = 將你的回合順位標記放到順位軌下排的一個空格
    .they = 將其回合順位標記放到順位軌下排的一個空格
verb-cook = 作假帳{ $many ->
    [1] （將一本帳本放到一個你已達成的目標上）
   *[other] { $times } 次（每次將一本帳本放到一個你已達成的目標上）
  }
    .they = 作假帳{ $many ->
        [1] （將一本帳本放到一個其已達成的目標上）
       *[other] { $times } 次（每次將一本帳本放到一個其已達成的目標上）
      }
verb-use = 使用你的{ $many ->
    [1] 一片
   *[other] { $times } 片
  }城市板塊
    .they = 使用其{ $many ->
        [1] 一片
       *[other] { $times } 片
      }城市板塊
verb-copy = 獲得展示區任意一張助手卡的獎勵而不拿取該卡
verb-swap_capo = 將你的幹部與另一名玩家在公園以外的幹部交換
    .they = 將其幹部與另一名玩家在公園以外的幹部交換
verb-act = 執行你的幹部現在所在行動格的行動
    .they = 執行其幹部現在所在行動格的行動
verb-ally = 從幫派圖板上拉攏一名幫派份子當你的合夥人
    .they = 從幫派圖板上拉攏一名幫派份子當其合夥人
verb-attack = 伏擊一艘萊姆酒走私船
verb-auto_defend = 你的{ $kind }在幫派戰爭中無需戰鬥即可守住
    .they = 其{ $kind }在幫派戰爭中無需戰鬥即可守住
verb-free_assist = 你的合夥人免費協助一次攻擊或防守
    .they = 其合夥人免費協助一次攻擊或防守

mod-sell_limit = 每次你販售酒桶時，{ $direction ->
    [up] 可額外販售
   *[down] 少販售
  } { $amount } 個酒桶
    .they = 每次該玩家販售酒桶時，{ $direction ->
        [up] 可額外販售
       *[down] 少販售
      } { $amount } 個酒桶
mod-production = 每次你生產酒桶時，{ $direction ->
    [up] 額外生產
   *[down] 少生產
  } { $amount } 個酒桶
    .they = 每次該玩家生產酒桶時，{ $direction ->
        [up] 額外生產
       *[down] 少生產
      } { $amount } 個酒桶
mod-truck_range = 你的每輛卡車移動距離 { $signed }
    .they = 其每輛卡車移動距離 { $signed }
mod-defense = 你在幫派戰爭中的防禦值 { $signed }
    .they = 該玩家在幫派戰爭中的防禦值 { $signed }
mod-takeover_attack = 當你接管幫派酒吧時，攻擊值 { $signed }
    .they = 當該玩家接管幫派酒吧時，攻擊值 { $signed }
mod-ship_attack = 當你伏擊萊姆酒走私船時，攻擊值 { $signed }
    .they = 當該玩家伏擊萊姆酒走私船時，攻擊值 { $signed }
mod-associate_fee = 你的合夥人費用{ $direction ->
    [up] 增加
   *[down] 減少
  } ${ $amount }
    .they = 其合夥人費用{ $direction ->
        [up] 增加
       *[down] 減少
      } ${ $amount }
mod-influence = 永久影響力 { $signed }
    .they = 永久影響力 { $signed }
    .during = 影響力 { $signed }（僅限該次）

# 規則中的數值，依其路徑（modify game.safe_rate -1）：$signed 為「+1」或「-1」，$amount 為其大小，
# $direction 為「up」或「down」
mod-game-safe_rate = 你用保險箱的錢付款時，每付 $1 需從保險箱取出的錢{ $direction ->
    [up] 增加 ${ $amount }
   *[down] 減少 ${ $amount }（至少仍取出 $1）
  }
    .they = 該玩家從保險箱中每支付 $1，所需的保險箱中的錢{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 減少 ${ $amount }（最少為 $1）
      }
mod-game-casino_payout = 回合順位改變時，你每家營業中的賭場的獎金{ $direction ->
    [up] 增加
   *[down] 減少
  } ${ $amount }
    .they = 回合順位改變時，該玩家每家營業中的賭場的獎金{ $direction ->
        [up] 增加
       *[down] 減少
      } ${ $amount }
mod-game-city_tile_limit = { $direction ->
    [up] 回合結束時，你可以額外保留 { $amount } 片城市板塊
   *[down] 回合結束時，你可以保留的城市板塊減少 { $amount } 片
  }
    .they = { $direction ->
        [up] 回合結束時，該玩家可以額外保留 { $amount } 片城市板塊
       *[down] 回合結束時，該玩家可以保留的城市板塊減少 { $amount } 片
      }
mod-board-payouts = 在你取得名次的每個區域中，「幸運」盧西亞諾付給你的分潤{ $direction ->
    [up] 增加
   *[down] 減少
  } ${ $amount }
    .they = 在該玩家取得名次的每個區域中，「幸運」盧西亞諾付給該玩家的分潤{ $direction ->
        [up] 增加
       *[down] 減少
      } ${ $amount }
mod-board-goons-costs = 你雇用每名混混的費用{ $direction ->
    [up] 增加 ${ $amount }
   *[down] 減少 ${ $amount }（最少為 $0）
  }
    .they = 該玩家雇用每名混混的費用{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 減少 ${ $amount }（最少為 $0）
      }
    .everyone = 所有玩家雇用每名混混的費用{ $direction ->
        [up] 增加 ${ $amount }
       *[down] 減少 ${ $amount }（最低為 $0）
      }
mod-board-turn_order-columns-protect_cost = 你保護每棟建築所需的影響力{ $direction ->
    [up] 增加 { $amount }
   *[down] 減少 { $amount }（最少為 0）
  }
    .they = 該玩家保護每棟建築所需的影響力{ $direction ->
        [up] 增加 { $amount }
       *[down] 減少 { $amount }（最少為 0）
      }
mod-board-trucks-capacity = 你的每輛卡車可{ $direction ->
    [up] 多
   *[down] 少
  }裝載 { $amount } 個酒桶
    .they = 其每輛卡車可{ $direction ->
        [up] 多
       *[down] 少
      }裝載 { $amount } 個酒桶
mod-dock_reward_any = { $direction ->
    [up] 當你派遣家族成員到碼頭時，你可以選擇獲得 4 種碼頭獎勵中的任意一種
   *[down] 抵銷你的 { $amount } 個「派遣家族成員到碼頭時可選擇獲得任意一種碼頭獎勵」的效果
  }
    .they = { $direction ->
        [up] 當該玩家派遣家族成員到碼頭時，該玩家可以選擇獲得 4 種碼頭獎勵中的任意一種
       *[down] 抵銷該玩家的 { $amount } 個「派遣家族成員到碼頭時可選擇獲得任意一種碼頭獎勵」的效果
      }

# 事件：「每次你……時」；.another：另一名玩家做這件事時（when another EVENT:）；
# .during：該事件持續期間的修正（when EVENT: modify …），「當你……時」
event-protect = 每次你保護建築時
    .another = 每次另一名玩家保護建築時
    .during = 當你保護建築時
event-takeover = 每次你接管幫派酒吧時
    .another = 每次另一名玩家接管幫派酒吧時
    .during = 當你接管幫派酒吧時
event-defend = 每次你在幫派戰爭中防守時
    .another = 每次另一名玩家在幫派戰爭中防守時
    .during = 當你在幫派戰爭中防守時
event-attack_ship = 每次你伏擊萊姆酒走私船時
    .another = 每次另一名玩家伏擊萊姆酒走私船時
    .during = 當你伏擊萊姆酒走私船時
event-sell = 每次你販售酒桶時
    .another = 每次另一名玩家販售酒桶時
    .during = 當你販售酒桶時
event-produce = 每次你生產酒桶時
    .another = 每次另一名玩家生產酒桶時
    .during = 當你生產酒桶時
event-deliver = 每次你配送酒桶時
    .another = 每次另一名玩家配送酒桶時
    .during = 當你配送酒桶時
    .first = 你首次配送酒桶時
event-build = 每次你開設或升級建築時
    .another = 每次另一名玩家開設或升級建築時
    .during = 當你開設或升級建築時
event-open = 每次你在空置的建築格開設建築時
    .another = 每次另一名玩家在空置的建築格開設建築時
event-upgrade = 每次你升級地下酒吧時
    .another = 每次另一名玩家升級地下酒吧時
event-lose = 每次你在幫派戰爭中失去建築時
    .another = 每次另一名玩家在幫派戰爭中失去建築時
event-displaced = 每次另一名玩家在公園與你交換幹部時
    .another = 每次另一名玩家的幹部因公園的交換而被移動時
event-round_end = 每輪結束時
event-act_end = 每個時期結束時
event-luciano = 每次「幸運」盧西亞諾階段開始時
# 角色：.object 為「交給……」的接受者（give $1 to ROLE）
role-displaced = 被換走幹部的玩家
    .object = 被換走幹部的玩家
role-displacer = 在公園與你交換幹部的玩家
    .that = 該玩家
    .object = 在公園與你交換幹部的玩家

verb-give = 交給{ $to } { $amount } { $measure }{ $what }
verb-give-money = 交給{ $to } { $amount }

# build KIND discount=N：費用減少 N，最少為 $0（verbs_build）
verb-build-discount = 開設一家{ $kind }，其費用減少 { $discount }（最少為 $0）
# 給出者盡其所有，至多給到所寫數額（verbs_social._givable）；$rate 為規則中的保險箱比率（0：未知，不說比率）；
# $receiver 為「you」時接受者是效果的擁有者
give-all-money = { $body }（不足則有多少給多少）
    .they = { $body }（不足則有多少給多少）
# 給出錢的配件，在句後說明一次
note-give-money = 給錢方式與付款相同：先用現金，不足部分{ $rate ->
    [0] 從保險箱支付
   *[other] 按 { $rate } 比 1 從保險箱支付
  }
give-all-card = { $count ->
    [1] { $body }（由你選擇；沒有則不給）
   *[other] { $body }（由你選擇；不足則全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其選擇；沒有則不給）
       *[other] { $body }（由其選擇；不足則全部交出）
      }
give-all-influence = { $count ->
    [1] { $body }（沒有則不給）
   *[other] { $body }（不足則全部交出）
  }
give-all-goon = { $count ->
    [1] { $body }（沒有則不給，且{ $receiver ->
        [you] 你
       *[other] 對方
      }須有空的混混格）
   *[other] { $body }（以你擁有的混混和{ $receiver ->
        [you] 你
       *[other] 對方
      }的空混混格為限）
  }
    .they = { $count ->
        [1] { $body }（沒有則不給，且{ $receiver ->
            [you] 你
           *[other] 對方
          }須有空的混混格）
       *[other] { $body }（以其擁有的混混和{ $receiver ->
            [you] 你
           *[other] 對方
          }的空混混格為限）
      }
give-all-helper = { $count ->
    [1] { $body }（由你從圖板旁的助手卡中選擇；沒有則不給）
   *[other] { $body }（由你從圖板旁的助手卡中選擇；不足則全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其從圖板旁的助手卡中選擇；沒有則不給）
       *[other] { $body }（由其從圖板旁的助手卡中選擇；不足則全部交出）
      }
give-all-city_tile = { $count ->
    [1] { $body }（由你從未使用的城市板塊中選擇；沒有則不給）
   *[other] { $body }（由你從未使用的城市板塊中選擇；不足則全部交出）
  }
    .they = { $count ->
        [1] { $body }（由其從未使用的城市板塊中選擇；沒有則不給）
       *[other] { $body }（由其從未使用的城市板塊中選擇；不足則全部交出）
      }
# as an opponent: give …：只提供有可給之物的對手：「選擇一名有錢的對手」
able-give-money = 有錢的
able-give-card = 有手牌的
able-give-influence = 有影響力標記的
able-give-goon = 有混混的
able-give-helper = 有助手卡的
able-give-city_tile = 有未使用城市板塊的
# as an opponent: pay … / discard …：只提供付得起的對手
able-pay = 付得起的
able-pay-influence = 影響力標記足夠支付的
able-discard = { $count ->
    [1] 有手牌的
   *[other] 手牌足夠的
  }
# 不作費用的 pay、discard：有多少取多少，至多取到所寫數額（verbs_basic._pays，D-210），說法同 give；
# 寫在 -> 之前的費用須付足，不加說明
take-all-money = { $body }（不足則有多少付多少）
    .they = { $body }（不足則有多少付多少）
take-all-card = { $count ->
    [1] { $body }（由你選擇；沒有則不棄）
   *[other] { $body }（由你選擇；不足則全部棄掉）
  }
    .they = { $count ->
        [1] { $body }（由其選擇；沒有則不棄）
       *[other] { $body }（由其選擇；不足則全部棄掉）
      }
take-all-influence = { $count ->
    [1] { $body }（沒有則不棄）
   *[other] { $body }（不足則全部棄掉）
  }
# 牌庫即場所（issue 27 第 3 項，D-300）：$amount/$count 查看的張數，$keep 留下的張數；$how：none（全部放回）、all（全部留下）、some
verb-look = 查看{ $deck }牌庫頂的 { $amount } 張牌{ $how ->
    [none] ，再{ $order ->
        [chosen] 按你選擇的順序
       *[lay] 按原順序
      }全部放到牌庫底部
    [all] ，全部收入手牌
   *[some] ，將其中 { $keep } 張收入手牌，其餘{ $order ->
        [chosen] 按你選擇的順序
       *[lay] 按原順序
      }放到牌庫底部
  }
    .they = 查看{ $deck }牌庫頂的 { $amount } 張牌{ $how ->
        [none] ，再{ $order ->
            [chosen] 按其選擇的順序
           *[lay] 按原順序
          }全部放到牌庫底部
        [all] ，全部收入其手牌
       *[some] ，將其中 { $keep } 張收入其手牌，其餘{ $order ->
            [chosen] 按其選擇的順序
           *[lay] 按原順序
          }放到牌庫底部
      }

# 另一名玩家對你做的事（D-315）：伏擊中雇用你的家族成員、讓你交給他東西；.that 為該事件效果中的「該玩家」
event-hired_out = 每次另一名玩家在伏擊中雇用你的家族成員時
    .another = 每次有玩家在伏擊中雇用另一名玩家的家族成員時
event-taken = 每次另一名玩家從你這裡拿走東西時
    .another = 每次有玩家從另一名玩家那裡拿走東西時
role-ambusher = 在伏擊中雇用你的家族成員的玩家
    .that = 該玩家
    .object = 在伏擊中雇用你的家族成員的玩家
role-taker = 從你這裡拿走東西的玩家
    .that = 該玩家
    .object = 從你這裡拿走東西的玩家
# 規則設定（`set`，D-310）：組件在你手中時改變的一條非數值規則；.they 用於「每名玩家：……」
set-map-central_park-trucks_cross = { $value ->
    [on] 你的卡車可以穿過中央公園，從公園一側到另一側只算一步移動
   *[off] 你的卡車不能穿過中央公園
  }
    .they = { $value ->
        [on] 其卡車可以穿過中央公園，從公園一側到另一側只算一步移動
       *[off] 其卡車不能穿過中央公園
      }
set-board-big_buildings-nightclub-per_borough = { $count ->
    [0] 你在任何區域都不能擁有夜總會
    [1] 你在每個區域只能擁有 1 家夜總會
   *[other] 你在每個區域最多可擁有 { $count } 家夜總會
  }
    .they = { $count ->
        [0] 在任何區域都不能擁有夜總會
        [1] 在每個區域只能擁有 1 家夜總會
       *[other] 在每個區域最多可擁有 { $count } 家夜總會
      }
set-board-big_buildings-casino-per_borough = { $count ->
    [0] 你在任何區域都不能擁有賭場
    [1] 你在每個區域只能擁有 1 家賭場
   *[other] 你在每個區域最多可擁有 { $count } 家賭場
  }
    .they = { $count ->
        [0] 在任何區域都不能擁有賭場
        [1] 在每個區域只能擁有 1 家賭場
       *[other] 在每個區域最多可擁有 { $count } 家賭場
      }

# give N barrel to PLAYER（D-355）：酒桶從給出者的蒸餾廠移到接受者的蒸餾廠；雙方的蒸餾廠都須營業中
give-all-barrel = { $count ->
    [1] { $body }（從你的蒸餾廠交出，沒有則不給；雙方的蒸餾廠都須營業中）
   *[other] { $body }（從你的蒸餾廠交出，不足則全部交出；雙方的蒸餾廠都須營業中）
  }
    .they = { $count ->
        [1] { $body }（從其蒸餾廠交出，沒有則不給；雙方的蒸餾廠都須營業中）
       *[other] { $body }（從其蒸餾廠交出，不足則全部交出；雙方的蒸餾廠都須營業中）
      }
able-give-barrel = 蒸餾廠營業中且有酒桶的
