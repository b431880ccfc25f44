# rules/lessons/first-game.yaml 的旁白（speakeasy learn）。
lesson-intro = 歡迎。目標：遊戲結束時錢最多。你在一局短遊戲中對戰一個電腦玩家。
lesson-outro = 教學結束。遊戲作為普通遊戲繼續；完整遊戲請輸入：speakeasy play
lesson-money = 錢來自盧西亞諾的分紅（他的街區的區域控制）、酒的銷售、目標和最終計分。
lesson-place-family = 把一名家族成員放到一個地點：每個地點的人物提供各自的行動。
lesson-place-family-after = 好的玩家會權衡哪個地點的行動最快帶來收益，以及留給電腦玩家什麼。
lesson-build = 建造：在一個街區開設生意。生意贏得區域控制，盧西亞諾為此付錢。
lesson-build-after = 好的玩家會在有望取得街區多數的地方建造。
lesson-draw = 抽一張牌：牌帶來銷售和目標。
lesson-draw-after = 好的玩家會抽與場上已有生意相配的牌。
# 離開教學時顯示（speakeasy learn）：如何連同旁白一起繼續
lesson-kept = 教學已自動儲存在 { $file }：可用 speakeasy learn --resume 繼續
