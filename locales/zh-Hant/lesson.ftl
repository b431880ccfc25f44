# rules/lessons/first-game.yaml 的旁白（speakeasy learn，以及工作室的「邊玩邊學」）。
lesson-intro = 歡迎。目標：遊戲結束時錢最多——你的現金和保險箱，再加上建築和助手卡的得分。你在一局短遊戲中對戰一個電腦玩家。
lesson-outro = 教學結束。接下來，來一局完整遊戲吧：輸入 speakeasy play，或在工作室首頁開一局新遊戲。
lesson-money = 錢主要來自：「幸運」盧西亞諾的分潤（每個時期結束後依區域控制發放）、賣酒、目標、你的賭場（每當回合順位改變時），以及最終計分時你的建築和助手卡。
lesson-place-family = 家族成員可以去碼頭的某一橫列，立刻拿到該橫列的獎勵；也可以留在 VIP 包廂裡，之後保護你的建築。
lesson-place-family-after = 好的玩家會權衡：現在拿獎勵，還是留下家族成員，去保護一棟能贏下街區的建築。
lesson-build = 建造：在一個街區開一家地下酒吧。每次開張都有獎勵；建築能贏得區域控制，而盧西亞諾依區域控制付錢。
lesson-build-after = 好的玩家會在有望取得街區多數的地方建造，並挑選接下來幾回合用得上的開張獎勵。
lesson-play-card = 打出一張營運卡：拿取卡上的獎勵（許多卡會提升該項營運等級），並執行該項營運的行動。
lesson-play-card-after = 好的玩家會打出行動最快見效的那張牌；等級提升，惡名也隨之上升。
lesson-locations = 每回合你派一名幹部到某個地點的一個行動格，執行該行動格的行動：
    承包商辦公室——帳本、提升等級、助手卡；開設或接管地下酒吧和蒸餾廠。
    都市規劃辦公室——開設、升級或接管夜總會和賭場；打出營運卡。
    車庫——卡車行駛並運送酒桶（賣酒的途徑）。
    市政府——家族成員、混混、影響力；保護你的建築。
    委員會——助手卡、提升等級、家族成員和混混；拉攏一名幫派份子當合夥人。
    碼頭——蒸餾廠卡、一名免費混混；伏擊萊姆酒走私船。
    餐廳——提前回合順位；打出營運卡、使用城市板塊、在目標上作假帳。
    公園——把你的幹部和另一名玩家在公園外的幹部交換，並執行那個行動格的行動。
lesson-capo = 派出幹部：每個選項都寫明了那個行動格能做什麼。
lesson-capo-after = 好的玩家會搶先佔住電腦玩家最想要的行動格——前提是這一步本身也值得。
lesson-draw = 抽一張營運卡：正面朝上的牌寫明了它的作用；抽到的牌進入你的手牌。
lesson-draw-after = 好的玩家會抽與場上已有生意相配的牌。
lesson-raise = 提升等級：四項生意的等級加上你的勢力，就是你的惡名；惡名決定酒桶的售價，並解鎖獎勵。
lesson-raise-after = 好的玩家會提升接下來用得上的那一項：派對多賣酒，運輸隊跑得遠，勢力守得住。
lesson-sales = 賣酒：卡車從萊姆酒走私船買下酒桶，運到你的建築；派對行動依你惡名對應的價格把酒賣掉。
lesson-sales-after = 好的玩家會把酒運到營業中（沒有警察，或受到保護）的建築，並備好派對行動來賣酒。
lesson-payout = 這就是「幸運」盧西亞諾的分潤：每個區域依其區域控制軌替玩家排名，依名次把錢付進保險箱；在那裡一個街區都不控制的玩家什麼也拿不到。一個街區由其中最強的建築控制；受保護的建築最強。
lesson-objectives = 有人達成了一個目標：在目標上放一本帳本，就能拿到它的獎勵。帳本來自承包商辦公室、城市板塊和營運卡；在餐廳作假帳。
lesson-final = 最終計分：你的現金和保險箱，每家營業中的地下酒吧 $10、夜總會 $15、賭場或蒸餾廠 $20，再加上助手卡。錢最多的玩家獲勝。
# 離開教學時顯示（speakeasy learn）：如何連同旁白一起繼續
lesson-kept = 教學已自動儲存在 { $file }：可用 speakeasy learn --resume 繼續

# 提示（speakeasy play --hints；harness/hints.py）：貪心電腦玩家會選什麼，以及簡短的理由
lesson-hint = 提示：{ $bot }會選 { $number }。
lesson-hint-why = 提示：{ $bot }會選 { $number }：{ $why }。
lesson-why-verb = { $verb ->
    [upgrade] 可以升級建築
    [build] 可以開設建築
    [take_over] 可以接管幫派的建築
    [protect] 可以保護建築
    [cook] 可以作假帳
    [raise] 可以提升等級
    [play] 可以打出營運卡
    [ally] 可以拉攏合夥人
    [take] 可以拿一張卡或一片板塊
    [attack] 可以伏擊萊姆酒走私船
    [hire] 可以雇用混混
    [deliver] 可以運送酒桶
   *[other] 可以獲得資源
}
lesson-why-swap = 公園可以交換幹部
lesson-why-cook = 你手上有帳本，可以作假帳
lesson-why-building = { $opened ->
    [casino] 以費用來說，賭場最划算
    [nightclub] 夜總會比地下酒吧更值錢
    [still] 蒸餾廠能產出酒桶
   *[other] 地下酒吧便宜
}
lesson-why-space = { $calm ->
    [1] 那裡沒有警察
   *[0] 那裡有警察
}，{ $free ->
    [1] 不會馬上有幫派戰爭
   *[0] 即將有幫派戰爭
}{ $rich ->
    [1] ，而且上城區付得最多
   *[0] {""}
}
lesson-why-raise = { $level ->
    [strength] 勢力用於進攻和防守
    [party] 派對能多賣酒
    [vip] VIP 包廂能容納家族成員
    [fleet] 運輸隊跑得更遠
   *[other] 蒸餾廠能產出更多酒桶
}
lesson-why-sell = 先賣最貴的酒桶
lesson-why-vip = VIP 包廂裡的家族成員之後可以保護建築
lesson-why-docks = 立刻拿到該橫列的獎勵
lesson-offer-hints = 要不要現在來一局普通遊戲？每次輪到你做決定前都會給你提示。輸入 y 開始，按 Enter 離開。
