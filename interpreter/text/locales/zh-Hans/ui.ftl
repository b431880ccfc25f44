# 游戏进行中的文字：提示、选项与游戏记录。
# 参数已是文字：$kind 如“地下酒吧”，$card 为卡名，$seat 如“玩家 2”……
# $to_borough、$row、$to_row 传入的是原始值（downtown、1……），故用选择器翻译。

player = 玩家 { $number }
prompt-may = 是否{ $node }？
prompt-choose = 选择一项：
prompt-repeat = 是否执行？（还可执行至多 { $left } 次：{ $node }）
opt-yes = 是：{ $node }
opt-no = 否
opt-node = { $node }
opt-done = 到此为止
opt-again = 执行一次：{ $node }
opt-stop = 停止
