# rules/lessons/first-game.yaml 的旁白（speakeasy learn）。
lesson-intro = 欢迎。目标：游戏结束时钱最多。你在一局短游戏中对战一个电脑玩家。
lesson-outro = 教程结束。游戏作为普通游戏继续；完整游戏请输入：speakeasy play
lesson-money = 钱来自卢西亚诺的分红（他的街区的区域控制）、酒的销售、目标和最终计分。
lesson-place-family = 把一名家族成员放到一个地点：每个地点的人物提供各自的行动。
lesson-place-family-after = 好的玩家会权衡哪个地点的行动最快带来收益，以及留给电脑玩家什么。
lesson-build = 建造：在一个街区开设生意。生意赢得区域控制，卢西亚诺为此付钱。
lesson-build-after = 好的玩家会在有望取得街区多数的地方建造。
lesson-draw = 抽一张牌：牌带来销售和目标。
lesson-draw-after = 好的玩家会抽与场上已有生意相配的牌。
# 离开教程时显示（speakeasy learn）：如何连同旁白一起继续
lesson-kept = 教程已自动保存在 { $file }：可用 speakeasy learn --resume 继续
