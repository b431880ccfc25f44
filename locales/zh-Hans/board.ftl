# 工作室（speakeasy serve）绘制的版图：标题、标签与提示（interpreter/games/speakeasy/board/）。

board-city = 城市
board-locations = 地点
board-order = 回合顺位、码头与区域控制
board-displays = 展示区与供应堆
board-objectives = 篡改账簿目标
board-hand-title = 你的手牌与保险箱

board-act-round = 第 { $act } 幕 · 第 { $round } 轮
board-setup = 准备轮（1920）
board-district = 地区 { $district }，{ $borough }{ $police ->
    [0] {""}
   *[other] ，{ $police } 名警察
  }
board-empty-space = 空置建筑格
board-building = { $who }：第 { $district } 地区（{ $borough }）的{ $kind }{ $protected ->
    [yes] ，受保护
   *[other] {""}
  }{ $barrel ->
    [yes] ，有酒桶
   *[other] {""}
  }
board-empty-space-in = 第 { $district } 地区（{ $borough }）的空置建筑格
board-blocked = 封锁
board-mob = 黑帮
board-mob-strength = 黑帮势力 { $strength }
board-mob-strength-down = 黑帮势力板块面朝下（其黑帮找不到空位，已从游戏中移除）
board-mob-tile = 这里放着黑帮地区板块（下一场黑帮战争）
board-police-tile = 这里放着警察地区板块
board-police-tip = { $count } 名警察
board-port = 地区 { $district } 的港口
board-truck = { $player } 的卡车 { $number }（{ $barrels } 个酒桶）

board-person-closed = 此玩家人数下不使用

board-helpers = 帮手卡
board-city-tiles = 城市板块
board-decks = 经营牌库
board-deck = { $kind }牌库：{ $count } 张
board-face-down = 面朝下：{ $count }
board-crates-left = 没有剩余的备用木箱板块
board-mob-pile = 黑帮板块堆 { $pile }：{ $count }

board-order-now = 本轮
board-order-next = 下一轮
board-docks = 码头
board-dock-row = 第 { $row } 行
board-control = 区域控制

board-you = 你
board-infamy-value = 恶名 { $infamy }
board-cash = 现金
board-safe = 保险箱
board-hidden = 隐藏
board-goons = 打手
board-vip-room = VIP 包厢
board-ledgers = 账簿
board-leverage = 影响力
board-capos = 头目
board-hand = 手牌
board-level = { $track }：第 { $level } 级
board-to-open = 待开设的建筑
board-slot = { $kind }：${ $cost }。奖励：{ $bonus }
board-holdings = 经营卡、帮手卡、城市板块、木箱、合伙人
board-nothing = 无

board-safe-holds = 你的保险箱：${ $amount }
board-your-hand = 你有 { $count } 张手牌
board-used-helpers = 保险箱中用过的帮手卡：{ $helpers }

# 公开的牌桌（议题 22）
board-deck-top = { $kind }牌库：{ $count } 张，最上面是“{ $card }”
board-crate-top = 备用木箱板块：{ $count } 块，最上面是{ $crate }
board-in-hand = 手牌：{ $card }
board-hand-unknown = 另有 { $count } 张未知

# issue 29 item 6：城市的图例，以及城市板块的标签（一两个词说明它给什么；悬停可见完整规则）
board-legend = 图例
board-legend-city-tile = 城市板块：在其建筑格开设建筑的玩家获得它
board-legend-protected = 受保护的建筑（有家族成员看守）
board-legend-police = 警察（每个盾牌一名）
board-legend-mob-strength = 该地区的黑帮势力
board-legend-mobster = 该地区的黑帮
board-legend-mobster-sample = 名
board-legend-truck = 玩家颜色的卡车（所载酒桶）
board-legend-port = 港口
board-legend-ship = 朗姆酒运输船（所载酒桶）
board-legend-objective = 账簿目标（放在上面的账簿）
board-legend-blocked = 被封锁的地区
board-chip-take = { $what ->
    [card] { $kind ->
        [vip] VIP 卡
        [party] 派对卡
        [still] 酿酒厂卡
        [fleet] 车队卡
       *[other] 任意经营卡
    }
    [helper] 帮手卡
   *[other] 拿取
  }
board-chip-gain = +{ $amount } { $what ->
    [ledger] 账簿
    [family_member] 家族成员
    [influence] 影响力
   *[other] {""}
  }
board-chip-hire = +{ $amount } 打手
board-chip-raise = 提升经营
board-chip-deliver = 运输酒桶
board-chip-produce = 生产酒桶
board-chip-sell = 出售酒桶
board-chip-protect = 保护
board-chip-build = { $what ->
    [speakeasy] 地下酒吧
    [still] 酿酒厂
    [nightclub] 夜店
    [casino] 赌场
   *[other] 开设
  }
board-chip-take_over = { $what ->
    [speakeasy] 地下酒吧
    [still] 酿酒厂
    [nightclub] 夜店
    [casino] 赌场
   *[other] 接管
  }
