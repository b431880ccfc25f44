# rules/lessons/first-game.yaml 的旁白（speakeasy learn，以及工作室的“边玩边学”）。
lesson-intro = 欢迎。目标：游戏结束时钱最多——你的现金和保险箱，再加上建筑和帮手卡的得分。你将在一局简短的对局中与一名电脑玩家对战。
lesson-outro = 教程结束。接下来，来一局完整游戏吧：输入 speakeasy play，或在工作室首页开一局新游戏。
lesson-money = 钱主要来自：幸运卢西亚诺的分红（每幕结束后按各地区的区域控制发放）、卖酒、目标、你的赌场（每当回合顺位改变时），以及最终计分时你的建筑和帮手卡。
lesson-place-family = 家族成员可以去码头的某一行，立刻拿到那一行的奖励；也可以留在 VIP 包厢里，以后保护你的建筑。
lesson-place-family-after = 好的玩家会权衡：现在拿奖励，还是留下家族成员，去保护一座能赢下地区的建筑。
lesson-build = 建造：在一个地区开一家地下酒吧。每次开张都有奖励；建筑能赢得区域控制，而卢西亚诺按区域控制付钱。
lesson-build-after = 好的玩家会在有望取得地区多数的地方建造，并挑选接下来几回合用得上的开张奖励。
lesson-play-card = 打出一张经营卡：获得卡上的奖励（许多卡是提升该项经营的等级），并执行该项经营的行动。
lesson-play-card-after = 好的玩家会打出行动最快见效的那张牌；等级提升，恶名也随之上升。
lesson-locations = 每回合你派一名头目去找某个地点的一个人物，执行这个人物的行动：
    承包商办公室——账簿、提升等级、帮手卡；开设或接管地下酒吧和酿酒厂。
    城市规划办公室——开设、升级或接管夜店和赌场；打出经营卡。
    车库——卡车行驶并运送酒桶（卖酒的途径）。
    市政厅——家族成员、打手、影响力；保护你的建筑。
    委员会——帮手卡、提升等级、家族成员和打手；拉拢一名黑帮人物做合伙人。
    码头——酿酒厂卡、一名免费打手；伏击朗姆酒运输船。
    餐厅——提前回合顺位；打出经营卡、使用城市板块、在目标上篡改账簿。
    公园——把你的头目与另一名玩家在公园外的头目对调，并执行那个人物的行动。
lesson-capo = 派出头目：每个选项都写明了那个人物做什么。
lesson-capo-after = 好的玩家会抢先占住电脑玩家最想要的人物——前提是这一步本身也值得。
lesson-draw = 抽一张经营卡：正面朝上的牌写明了它的作用；抽到的牌进入你的手牌。
lesson-draw-after = 好的玩家会抽与自己已有经营相配的牌。
lesson-raise = 提升等级：四项经营等级加上你的势力，就是你的恶名；恶名决定酒桶的售价，并解锁奖励。
lesson-raise-after = 好的玩家会提升接下来用得上的那一项：派对多卖酒，车队跑得远，势力守得住。
lesson-sales = 卖酒：卡车从朗姆酒运输船买下酒桶，运到你的建筑；派对行动按你恶名对应的价格把酒卖掉。
lesson-sales-after = 好的玩家会把酒运到营业中（没有警察，或受到保护）的建筑，并备好派对行动来卖酒。
lesson-payout = 这就是幸运卢西亚诺的分红：每个区域按其区域控制轨道给玩家排名，按名次把钱付进保险箱；在那里一个地区都不控制的玩家什么也拿不到。一个地区由其中最强的建筑控制；受保护的建筑最强。
lesson-objectives = 有人达成了一个目标：在目标上放一本账簿，就能拿到它的奖励。账簿来自承包商办公室、城市板块和经营卡；在餐厅篡改账簿。
lesson-final = 最终计分：你的现金和保险箱，每家正在营业的地下酒吧 $10、夜店 $15、赌场或酿酒厂 $20，再加上帮手卡。钱最多的玩家获胜。
# 离开教程时显示（speakeasy learn）：如何连同旁白一起继续
lesson-kept = 教程已自动保存在 { $file }：可用 speakeasy learn --resume 继续

# 提示（speakeasy play --hints；harness/hints.py）：贪心电脑玩家会选什么，以及简短的理由
lesson-hint = 提示：{ $bot }会选 { $number }。
lesson-hint-why = 提示：{ $bot }会选 { $number }：{ $why }。
lesson-why-verb = { $verb ->
    [upgrade] 可以升级建筑
    [build] 可以开设建筑
    [take_over] 可以接管黑帮的建筑
    [protect] 可以保护建筑
    [cook] 可以篡改账簿
    [raise] 可以提升等级
    [play] 可以打出经营卡
    [ally] 可以拉拢合伙人
    [take] 可以拿一张卡或一块板块
    [attack] 可以伏击朗姆酒运输船
    [hire] 可以雇佣打手
    [deliver] 可以运送酒桶
   *[other] 可以获得资源
}
lesson-why-swap = 公园可以交换头目
lesson-why-cook = 你手里有账簿，可以篡改账簿
lesson-why-building = { $opened ->
    [casino] 赌场相对费用最值钱
    [nightclub] 夜店比地下酒吧更值钱
    [still] 酿酒厂能产出酒桶
   *[other] 地下酒吧便宜
}
lesson-why-space = { $calm ->
    [1] 那里没有警察
   *[0] 那里有警察
}，{ $free ->
    [1] 不会马上有黑帮战争
   *[0] 即将有黑帮战争
}{ $rich ->
    [1] ，而且上城区付得最多
   *[0] {""}
}
lesson-why-raise = { $level ->
    [strength] 势力用于进攻和防守
    [party] 派对能多卖酒
    [vip] VIP 包厢能容纳家族成员
    [fleet] 车队跑得更远
   *[other] 酿酒厂能产出更多酒桶
}
lesson-why-sell = 先卖最贵的酒桶
lesson-why-vip = VIP 包厢里的家族成员以后可以保护建筑
lesson-why-docks = 立刻拿到那一行的奖励
lesson-offer-hints = 现在来一局普通游戏，并在你每次决定前给出提示吗？输入 y 表示是，按 Enter 离开。
