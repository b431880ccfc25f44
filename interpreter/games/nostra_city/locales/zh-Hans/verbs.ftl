# 《罪恶城市》的动词、修正值与时机。

verb-gain = 获得 { $amount } 点威望
# 要取的比玩家所有的多：有多少取多少（docs/rules-decisions.md D-210）
verb-lose = 失去 { $amount } 点威望{ $count ->
    [1] {""}
   *[other] （不足则全部失去）
  }
    .they = 失去 { $amount } 点威望{ $count ->
        [1] {""}
       *[other] （不足则全部失去）
      }
verb-give = 从手中随机抽出 { $amount } 张金钱卡交给{ $to }{ $count ->
    [1] {""}
   *[other] （不足则全部交出）
  }
    .they = 从自己手中随机抽出 { $amount } 张金钱卡交给{ $to }{ $count ->
        [1] {""}
       *[other] （不足则全部交出）
      }
verb-discard-wiseguy = 将你的 { $amount } 名手下移出游戏（由你选择{ $count ->
    [1] {""}
   *[other] ；不足则全部移出
  }）
    .they = 将自己的 { $amount } 名手下移出游戏（由其选择{ $count ->
        [1] {""}
       *[other] ；不足则全部移出
      }）
verb-discard-turf = 将你的 { $amount } 块地盘移出游戏（由你选择{ $count ->
    [1] {""}
   *[other] ；不足则全部移出
  }）
    .they = 将自己的 { $amount } 块地盘移出游戏（由其选择{ $count ->
        [1] {""}
       *[other] ；不足则全部移出
      }）
verb-draw-vendetta = 抽 { $amount } 张血仇卡
verb-draw-money = 抽 { $amount } 张金钱卡（翻到警察攻坚卡即停止）
verb-trial-guilty = 将审判指示物往“有罪”方向移动 { $amount } 格
verb-trial-innocent = 将审判指示物往“清白”方向移动 { $amount } 格
verb-lie_low = 前往大西洋城：直到游戏结束，其他玩家的血仇卡都不能指定你
    .they = 前往大西洋城：直到游戏结束，其他玩家的血仇卡都不能指定其本人

mod-deal_draw = 交易{ $direction ->
    [up] 多
   *[down] 少
  }抽 { $amount } 张金钱卡
mod-bid_value = 这份出价在比较与加总时{ $direction ->
    [up] 多算
   *[down] 少算
  } { $amount }000
mod-lone_keep = 唯一出价而得标的玩家{ $direction ->
    [up] 多
   *[down] 少
  }留 { $amount } 张出价的金钱卡
mod-bribe_cards = 这次贿赂可以多放 { $amount } 张金钱卡面朝下到贿赂牌堆上
mod-raid_proof = 警察攻坚卡不会中止这次交易（攻坚卡在交易后放回金钱卡叠）
mod-tie_wins = 这份出价在最高出价平手时获胜
mod-trial_push = 每当检调卡推动审判时，街道格上的每张检调卡都再将审判指示物往“有罪”方向多移 { $amount } 格
mod-game-hand_limit = 手牌上限{ $direction ->
    [up] 增加
   *[down] 减少
  } { $amount } 张金钱卡
mod-game-deals_per_month = 每个月全桌{ $direction ->
    [up] 多
   *[down] 少
  }进行 { $amount } 次交易

event-this_deals = 每次这名手下进行交易时
    .another = 每次另一名玩家的手下进行交易时
    .during = 这名手下进行交易时
event-this_bids = 每次这名手下出价时
    .another = 每次另一名玩家的手下出价时
    .during = 这名手下出价时
event-this_bribes = 每次这名手下贿赂陪审团时
    .another = 每次另一名玩家的手下贿赂陪审团时
    .during = 这名手下贿赂陪审团时
