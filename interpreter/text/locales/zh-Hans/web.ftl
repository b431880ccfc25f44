# 工作室页面（speakeasy serve，interpreter/web）显示的所有文字。{$name} 处由页面填入。

web-language-name = 简体中文
web-language = 语言
web-studio = 工作室
web-play = 对局
web-editor = 编辑器
bot-random = 随机电脑玩家

## 首页
web-home-title = 编辑规则，开始游戏
web-home-intro = 修改一张卡牌，立刻看到它能否通过检查、中英文规则文字如何，以及它对电脑玩家对局的影响。也可以坐下来与电脑玩家和朋友对局。
web-new-game = 新游戏
web-players = 玩家人数
web-seed = 随机种子
web-seat = 座位 { $seat }
web-seat-you = 你
web-seat-person = 另一位玩家
web-start = 开始游戏
web-seat-links = 把各自座位的链接发给每位玩家；链接只显示该座位能看到的内容。
web-open-my-seat = 打开我的座位
web-learn = 边玩边学
web-learn-intro = 与一个电脑玩家对战的短局游戏。棋盘旁的旁白会在每一步之前讲解这一步，并在你选择之后说明好的玩家会权衡什么。
web-learn-start = 开始教程
web-lesson = 教程
web-lesson-step = 第 { $step } 步，共 { $steps } 步
web-lesson-over = 教程结束
web-load-game = 读取存档
web-choose-file = 选择存档文件……
web-load-hint = 在这里或用 speakeasy play 保存的文件。
web-edit-rules = 编辑规则
web-edit-intro = 所有配件：输入时即检查效果文字，以三种语言显示规则文字，保存为变体。
web-open-editor = 打开编辑器
web-games = 进行中的游戏
web-no-games = 还没有游戏。
web-game-item = { $players } 人游戏
web-game-over-item = 已结束的 { $players } 人游戏

## 版图
web-your-turn = 轮到你了
web-waiting-for = 等待 { $player }……
web-you-are = 你是 { $player }
web-game-over = 游戏结束
web-score = { $player }：{ $score }
web-score-winner = { $player } 以 { $score } 获胜
web-log = 游戏记录
web-your-view = 你能看到的内容
web-save-game = 保存游戏
web-saved-game = 存档已保存到下载文件夹。

## 编辑器
web-search = 按编号、名称或文字搜索（任意语言）
web-all = 全部
web-revert = 撤销我的修改
web-source = 配件的字段
web-from-variant = 由变体添加
web-checks-clean = 检查通过
web-errors = { $count } 个错误
web-server-time = 检查用时 { $ms } 毫秒
web-at = 第 { $line } 行第 { $column } 列：
web-rule-text = 规则文字
web-text-stale = 这是上次通过检查时的文字：修正错误后即会更新。
web-variant = 保存为变体
web-variant-intro = 你的修改会写入规则旁的变体文件，规则本身保持不变。
web-nothing-edited = 尚未修改任何配件。
web-variant-name = 名称（文件名）
web-variant-description = 一句话说明它改了什么
web-default-description = 在工作室中所做的修改
web-save-variant = 保存变体
web-check-all = 检查全部规则
web-checking = 正在检查每个文件……
web-all-clean = 加上你的修改后，所有规则文件和语言文件都通过检查。
web-saved = 已保存：{ $path }
web-check-with = 在终端中这样检查：
web-not-saved = 未保存：加上这些修改后规则无法通过检查。
web-confirm-merge = { $file } 已存在。要把这些修改加进去吗（其中的注释和其他修改会保留）？
web-into-rules-title = 改为写入规则文件
web-into-rules-intro = 这会直接改写游戏附带的规则文件（保留其中的注释）。只在你确实想修改基础游戏时使用。
web-into-rules = 写入规则文件
web-into-rules-confirm = 用你的修改改写规则文件吗？通常保存为变体更合适。
web-into-rules-done = { $path } 中的规则文件已包含你的修改。

## 比较
web-compare = 快速比较
web-compare-intro = 电脑玩家在相同的随机种子下，分别用修改前后的规则对局。
web-games-count = 局数
web-bots = 电脑玩家
web-compare-run = 比较
web-cancel = 取消
web-compare-progress = 已完成 { $done } / { $total } 组对局……
web-compare-cancelled = 比较已取消。
web-compare-failed = 比较中止：
web-compare-summary = { $games } 组对局，{ $players } 名玩家。平均值 ± 95% 置信区间。
web-compare-estimate = 用这些电脑玩家进行 { $games } 组配对对局约需 { $time }（按这套规则计时一局估算）。
web-compare-estimating = 正在为一局对局计时…
web-compare-remaining = 约剩 { $time }。
web-compare-unused = 修改过的配件（{ $names }）在 { $games } 局中一次都没有被使用：这次比较说明不了它们的影响。请增加对局数，或换用其他电脑玩家。
web-compare-used = 修改过的配件（{ $names }）在修改后的 { $games } 局中有 { $used } 局被使用。
web-time-seconds = { $n } 秒
web-time-minutes = { $n } 分钟
web-metric = 指标
web-base = 原规则
web-edited = 修改后
web-difference = 差值
web-significant-note = 粗体的差值为显著（配对 t 检验，p < 0.05）。
web-full-report = 完整报告（含图表）
web-metric-mean_score = 平均得分
web-metric-spread = 得分离散度（标准差）
web-metric-winner_score = 获胜得分
web-metric-win_seat = 座位 { $seat } 胜率
web-metric-first_player_win = 起始玩家胜率
web-metric-decisions = 每局决策数
web-metric-rounds = 每局轮数

## 拒绝：工作室不做的事，以及原因
web-needs-token = 这个工作室需要它的令牌：请打开 speakeasy serve 打印出的地址。
web-refused-unknown-component = 没有配件“{ $id }”。
web-refused-too-long = 配件的文字太长（{ $length } 个字符；最多 { $limit } 个）。
web-refused-fix-first = 请先修正错误：{ $ids }。
web-refused-name = 变体的名称只能用小写字母、数字和“-”（例如 strong-helpers）。
web-refused-description = 请用一行说明这个变体（最多 300 个字符）。
web-refused-nothing-edited = 尚未修改任何内容：请先修改一个配件。
web-refused-applied-before = 工作室在 { $last } 之前应用 { $name }：请换一个名称保存。
web-refused-unreadable = { $file } 无法作为 YAML 读取（{ $problem }）：请换一个名称。
web-refused-into-rules-variants = 工作室启动时带有变体，其修改不在规则文件中：请把修改保存为变体。
web-refused-not-in-rules = { $id } 不在任何规则文件中。
web-refused-game-over = 游戏已经结束。
web-refused-not-your-turn = 还没轮到你。
web-refused-moved-on = 局面已经变化：请重新查看。
web-refused-not-an-option = 这不是你的选项。
web-refused-players = 这个游戏的玩家人数为 { $players }。
web-refused-seats = 每位玩家一个座位，每个座位是以下之一：{ $kinds }。
web-refused-no-person = 至少要有一个座位由真人玩家坐。
web-refused-save-variants = 这局游戏使用的变体是 { $saved }；工作室使用的是 { $studio }：请用相同的 --variant 启动。

# 任何游戏的对局结果（harness/outcomes.py）
web-no-winner = 无人获胜。
web-metric-no_winner = 无人获胜的对局
web-metric-shared_win = 共同获胜的对局
web-metric-win_role = { $role }的胜率

# CodeMirror 编辑器自身的用语
web-cm-diagnostics = 问题
web-cm-no-diagnostics = 没有问题
web-cm-completions = 此处可写的内容
web-cm-control-character = 控制字符
web-cm-selection-deleted = 已删除所选内容

## 工作室保存的对局，以及请求的限制（issue 23）
web-refused-too-many-decisions = 这局游戏已有 { $limit } 个决定，已达到一局游戏可保存的上限。
web-refused-full = 工作室保存着 { $games } 局游戏，且每一局都在进行中：请先下完一局，或等到某一局一周没有动作，再开始新的一局。
web-gone-finished = 这局游戏已不再保存：它已经结束，并已被清除，为新的对局腾出空间。
web-gone-idle = 这局游戏已不再保存：它超过一周没有任何动作，并已被清除，为新的对局腾出空间。
web-gone-rules = 这局游戏仍有保存，但它的规则无法在这个版本的程序中载入。
web-gone-changed = 这局游戏仍有保存，但这个版本的程序已不能按原样继续这局游戏。
web-refused-host = 这个工作室只在 { $hosts } 应答，不在“{ $host }”（其他名称请用 speakeasy serve --allow-host 指定）。
web-refused-polls = 这个座位已有 { $most } 个页面在等待局面变化：请关闭其中一个。
web-refused-cannot-write = 工作室无法写入 { $file }：{ $problem }。
web-refused-link-outside = { $file } 通过链接指向 { $folder } 之外：工作室只在启动时给定的文件夹内写入。

# issue 23: rules that loop (interpreter/machine/engine.py RunawayRules)
web-refused-rules-loop = 这些规则陷入了循环：这一步永远不会结束（反复执行 { $components }）。这一步没有执行。
web-refused-rules-do-not-check = 规则未通过检查。

# issue 23 item 6: a variant named as a Windows device
web-refused-reserved-name = { $name } 是 Windows 保留给设备的名称（CON、NUL、COM1…），而变体的名称就是它的文件名：请换一个。

# 提示（issue 29 item 1）：在你做决定前，电脑玩家会怎么选、为什么；新对局的开关
web-hint = 提示：{ $bot }会选择“{ $option }”。
web-hint-why = 提示：{ $bot }会选择“{ $option }”：{ $why }。
web-hints = 提示：在你每次做决定前，显示贪心电脑玩家会怎么选
web-lesson-hints-game = 开一局带提示的对局

# 座位的语言（issue 29）：发给对方的链接以该语言打开
web-seat-language = 座位 { $seat } 的语言
web-seat-language-browser = 按对方浏览器的语言

# 问题中未提供的选项（issue 29）
web-not-offered = 为什么不能选其他的？（{ $count } 项未提供）
