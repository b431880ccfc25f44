# 遊戲進行中的文字：提示、選項與遊戲紀錄。
# 參數已是文字：$kind 如「地下酒吧」，$card 為卡名，$seat 如「玩家 2」……
# $to_borough、$row、$to_row 傳入的是原始值（downtown、1……），故用選擇器翻譯。

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
