# 效果語言本身在每個遊戲中提出的問題：may、choose、repeat up to、由哪名玩家執行、先結算哪個觸發；以及它自己記錄的內容。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = 選擇一項：
prompt-repeat = 是否執行？（還可執行至多 { $left } 次：{ $node }）
opt-yes = 是：{ $node }
opt-no = 否
opt-node = { $node }
opt-done = 到此為止
opt-again = 執行一次：{ $node }
opt-stop = 停止
prompt-player = 選擇由哪名玩家執行：{ $deed }
opt-player = { $seat }
prompt-trigger-order = 你的多個配件同時觸發：先結算哪一個？
opt-trigger = { $component }：{ $node }
log-once = { $seat } 使用了{ $component }的僅限一次的效果。
