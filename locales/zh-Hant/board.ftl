# 工作室（speakeasy serve）繪製的圖版：標題、標籤與提示（interpreter/games/speakeasy/board/）。

board-city = 城市
board-locations = 地點
board-order = 回合順位、碼頭與區域控制
board-displays = 展示區與供應區
board-objectives = 帳本目標
board-hand-title = 你的手牌與保險箱

board-act-round = 第 { $act } 時期 · 第 { $round } 輪
board-setup = 設置輪（1920）
board-district = 街區 { $district }，{ $borough }{ $police ->
    [0] {""}
   *[other] ，{ $police } 名警察
  }
board-empty-space = 空置的建築格
board-building = { $who }：{ $kind }{ $protected ->
    [yes] ，受保護
   *[other] {""}
  }{ $barrel ->
    [yes] ，有酒桶
   *[other] {""}
  }
board-blocked = 封鎖
board-mob = 幫派
board-mob-strength = 幫派勢力 { $strength }
board-mob-strength-down = 幫派勢力版塊面朝下（其幫派找不到空位，已從遊戲中移除）
board-mob-tile = 這裡放著街區黑幫版塊（下一場幫派戰爭）
board-police-tile = 這裡放著街區警察版塊
board-police-tip = { $count } 名警察
board-port = 街區 { $district } 的港口
board-truck = { $player } 的卡車 { $number }（{ $barrels } 個酒桶）

board-person = 行動格 { $person }
board-person-closed = 此玩家人數下不使用

board-helpers = 助手卡
board-city-tiles = 城市版塊
board-decks = 營運牌庫
board-deck = { $kind }牌庫：{ $count } 張
board-face-down = 面朝下：{ $count }
board-crates-left = 沒有剩餘的備用貨箱版塊
board-mob-pile = 幫派版塊堆 { $pile }：{ $count }

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
board-vip-room = VIP房
board-ledgers = 帳本
board-leverage = 影響力
board-capos = 幹部
board-hand = 手牌
board-level = { $track }：第 { $level } 級
board-to-open = 待開設的建築
board-slot = { $kind }：${ $cost }。獎勵：{ $bonus }
board-holdings = 營運卡、助手卡、城市版塊、貨箱、合夥人
board-nothing = 無

board-safe-holds = 你的保險箱：${ $amount }
board-your-hand = 你有 { $count } 張手牌
board-used-helpers = 保險箱中用過的助手卡：{ $helpers }

# 公開的牌桌（議題 22）
board-deck-top = { $kind }牌庫：{ $count } 張，最上面是「{ $card }」
board-crate-top = 備用貨箱版塊：{ $count } 片，最上面是{ $crate }
board-in-hand = 手牌：{ $card }
board-hand-unknown = 另有 { $count } 張未知
