# 工作室（speakeasy serve）繪製的圖板：標題、標籤與提示（interpreter/games/speakeasy/board/）。

board-city = 城市
board-locations = 地點
board-order = 回合順位、碼頭與區域控制
board-displays = 展示區與供應區
board-objectives = 帳本目標
board-hand-title = 你的手牌與保險箱

board-act-round = 第 { $act } 時期 · 第 { $round } 輪
board-setup = 準備輪（1920）
board-district = 街區 { $district }，{ $borough }{ $police ->
    [0] {""}
   *[other] ，{ $police } 名警察
  }
board-empty-space = 空置的建築格
board-building = { $who }：第 { $district } 街區（{ $borough }）的{ $kind }{ $protected ->
    [yes] ，受保護
   *[other] {""}
  }{ $barrel ->
    [yes] ，有酒桶
   *[other] {""}
  }
board-empty-space-in = 第 { $district } 街區（{ $borough }）的空置建築格
board-blocked = 封鎖
board-mob = 幫派
board-mob-strength = 幫派勢力 { $strength }
board-mob-strength-down = 幫派勢力板塊面朝下（其幫派找不到空位，已從遊戲中移除）
board-mob-tile = 這裡放著街區黑幫板塊（下一場幫派戰爭）
board-police-tile = 這裡放著街區警察板塊
board-police-tip = { $count } 名警察
board-port = 街區 { $district } 的港口
board-truck = { $player } 的卡車 { $number }（{ $barrels } 個酒桶）

board-person-closed = 此玩家人數下不使用

board-helpers = 助手卡
board-city-tiles = 城市板塊
board-decks = 營運牌庫
board-deck = { $kind }牌庫：{ $count } 張
board-face-down = 面朝下：{ $count }
board-crates-left = 沒有剩餘的備用貨箱板塊
board-mob-pile = 幫派板塊堆 { $pile }：{ $count }

board-order-now = 本輪
board-order-next = 下一輪
board-docks = 碼頭
board-dock-row = 第 { $row } 橫列
board-control = 區域控制

board-you = 你
board-infamy-value = 惡名 { $infamy }
board-cash = 現金
board-safe = 保險箱
board-hidden = 隱藏
board-goons = 混混
board-vip-room = VIP 包廂
board-ledgers = 帳本
board-leverage = 影響力
board-capos = 幹部
board-hand = 手牌
board-level = { $track }：第 { $level } 級
board-to-open = 待開設的建築
board-slot = { $kind }：${ $cost }。獎勵：{ $bonus }
board-holdings = 營運卡、助手卡、城市板塊、貨箱、合夥人
board-nothing = 無

board-safe-holds = 你的保險箱：${ $amount }
board-your-hand = 你有 { $count } 張手牌
board-used-helpers = 保險箱中用過的助手卡：{ $helpers }

# 公開的牌桌（議題 22）
board-deck-top = { $kind }牌庫：{ $count } 張，最上面是「{ $card }」
board-crate-top = 備用貨箱板塊：{ $count } 片，最上面是{ $crate }
board-in-hand = 手牌：{ $card }
board-hand-unknown = 另有 { $count } 張未知

# issue 29 item 6：城市的圖例，以及城市板塊的標籤（一兩個詞說明它給什麼；懸停可見完整規則）
board-legend = 圖例
board-legend-city-tile = 城市板塊：在其建築格開設建築的玩家獲得它
board-legend-protected = 受保護的建築（有家族成員看守）
board-legend-police = 警察（每個盾牌一名）
board-legend-mob-strength = 該街區的幫派勢力
board-legend-mobster = 該街區的幫派
board-legend-mobster-sample = 名
board-legend-truck = 玩家顏色的卡車（所載酒桶）
board-legend-port = 港口
board-legend-ship = 萊姆酒走私船（所載酒桶）
board-legend-objective = 帳本目標（放在上面的帳本）
board-legend-blocked = 被封鎖的街區
board-chip-take = { $what ->
    [card] { $kind ->
        [vip] VIP 卡
        [party] 派對卡
        [still] 蒸餾廠卡
        [fleet] 運輸隊卡
       *[other] 任意營運卡
    }
    [helper] 助手卡
   *[other] 拿取
  }
board-chip-gain = +{ $amount } { $what ->
    [ledger] 帳本
    [family_member] 家族成員
    [influence] 影響力
   *[other] {""}
  }
board-chip-hire = +{ $amount } 混混
board-chip-raise = 提升營運
board-chip-deliver = 配送酒桶
board-chip-produce = 生產酒桶
board-chip-sell = 販售酒桶
board-chip-protect = 保護
board-chip-build = { $what ->
    [speakeasy] 地下酒吧
    [still] 蒸餾廠
    [nightclub] 夜總會
    [casino] 賭場
   *[other] 開設
  }
board-chip-take_over = { $what ->
    [speakeasy] 地下酒吧
    [still] 蒸餾廠
    [nightclub] 夜總會
    [casino] 賭場
   *[other] 接管
  }
