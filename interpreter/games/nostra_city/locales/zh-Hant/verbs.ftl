# 《罪惡城市》的動詞、修正值與時機。

verb-gain = 獲得 { $amount } 點威望
# 要取的比玩家所有的多：有多少取多少（docs/rules-decisions.md D-210）
verb-lose = 失去 { $amount } 點威望{ $count ->
    [1] {""}
   *[other] （不足則全部失去）
  }
    .they = 失去 { $amount } 點威望{ $count ->
        [1] {""}
       *[other] （不足則全部失去）
      }
verb-give = 從手中隨機抽出 { $amount } 張金錢卡交給{ $to }{ $count ->
    [1] {""}
   *[other] （不足則全部交出）
  }
    .they = 從自己手中隨機抽出 { $amount } 張金錢卡交給{ $to }{ $count ->
        [1] {""}
       *[other] （不足則全部交出）
      }
verb-discard-wiseguy = 將你的 { $amount } 名手下移出遊戲（由你選擇{ $count ->
    [1] {""}
   *[other] ；不足則全部移出
  }）
    .they = 將自己的 { $amount } 名手下移出遊戲（由其選擇{ $count ->
        [1] {""}
       *[other] ；不足則全部移出
      }）
verb-discard-turf = 將你的 { $amount } 塊地盤移出遊戲（由你選擇{ $count ->
    [1] {""}
   *[other] ；不足則全部移出
  }）
    .they = 將自己的 { $amount } 塊地盤移出遊戲（由其選擇{ $count ->
        [1] {""}
       *[other] ；不足則全部移出
      }）
verb-draw-vendetta = 抽 { $amount } 張血仇卡
verb-draw-money = 抽 { $amount } 張金錢卡（翻到警察攻堅卡即停止）
verb-trial-guilty = 將審判指示物往「有罪」方向移動 { $amount } 格
verb-trial-innocent = 將審判指示物往「清白」方向移動 { $amount } 格
verb-lie_low = 前往大西洋城：直到遊戲結束，其他玩家的血仇卡都不能指定你
    .they = 前往大西洋城：直到遊戲結束，其他玩家的血仇卡都不能指定其本人

mod-deal_draw = 交易{ $direction ->
    [up] 多
   *[down] 少
  }抽 { $amount } 張金錢卡
mod-bid_value = 這份出價在比較與加總時{ $direction ->
    [up] 多算
   *[down] 少算
  } { $amount }000
mod-lone_keep = 唯一出價而得標的玩家{ $direction ->
    [up] 多
   *[down] 少
  }留 { $amount } 張出價的金錢卡
mod-bribe_cards = 這次賄賂可以多放 { $amount } 張金錢卡面朝下到賄賂牌堆上
mod-raid_proof = 警察攻堅卡不會中止這次交易（攻堅卡在交易後放回金錢卡疊）
mod-tie_wins = 這份出價在最高出價平手時獲勝
mod-trial_push = 每當檢調卡推動審判時，街道格上的每張檢調卡都再將審判指示物往「有罪」方向多移 { $amount } 格
mod-game-hand_limit = 手牌上限{ $direction ->
    [up] 增加
   *[down] 減少
  } { $amount } 張金錢卡
mod-game-deals_per_month = 每個月全桌{ $direction ->
    [up] 多
   *[down] 少
  }進行 { $amount } 次交易

event-this_deals = 每次這名手下進行交易時
    .another = 每次另一名玩家的手下進行交易時
    .during = 這名手下進行交易時
event-this_bids = 每次這名手下出價時
    .another = 每次另一名玩家的手下出價時
    .during = 這名手下出價時
event-this_bribes = 每次這名手下賄賂陪審團時
    .another = 每次另一名玩家的手下賄賂陪審團時
    .during = 這名手下賄賂陪審團時
