# 终端自己的文字（`speakeasy play`，interpreter/cli/terminal.py），所有游戏共用。
# 命令可用英文输入，也可用 term-cmd-* 给出的中文词。

term-header = 《{ $game }》：{ $players } 名玩家，随机种子 { $seed }。
term-seat = { $seat }：{ $who }
term-seat-you = 你
term-seat-human = 本终端的另一名玩家
term-bot-random = 随机电脑玩家
term-question = { $seat }：{ $prompt }
term-start = 输入选项的编号即可选择；输入“帮助”查看命令列表。
term-cmd-view = 查看
term-cmd-info = 说明
term-cmd-log = 记录
term-cmd-save = 保存
term-cmd-help = 帮助
term-cmd-quit = 退出
term-help =
    输入选项的编号即可选择。命令：
      { $view }　　　　　整个桌面：所有玩家、地图、地点、展示区
      { $view }　部分　　只看其中一部分：{ $view } 我、{ $view } 地图、{ $view } 玩家……
      { $info }　编号　　该编号选项的规则文字（也可输入：？ 编号）
      { $info }　名称　　某个配件的规则文字，可输入其名称（或名称的开头）或编号
      { $log }　　　　　完整的游戏记录
      { $save }　文件名　保存游戏（之后可用 speakeasy play --load 文件名 继续）
      { $help }　　　　　本列表
      { $quit }　　　　　离开游戏
    直接按回车键可再次显示当前问题。
term-not-option = “{ $input }”不是此处的选项：请输入 1 到 { $count } 之间的编号，或输入“{ $help }”。
term-save-usage = 保存游戏请输入：{ $save } 文件名
term-saved = 已保存到 { $file }。之后可用 speakeasy play --load { $file } 继续。
term-save-failed = 无法将游戏保存到 { $file }。
term-end-of-input = （输入结束：离开游戏；{ $kept }。）
term-info-usage = { $info } 编号（或 ？ 编号）显示该编号选项的规则文字；{ $info } 名称 显示某个配件的规则文字，可输入名称或编号。
term-info-option = 选项 { $number }：{ $label }
term-component = { $name }（{ $type }）
term-info-nothing = 没有更多可读的内容：选项本身已说明一切。
term-info-unknown = 没有名为“{ $input }”的选项或配件。
term-info-several = “{ $input }”可能指：{ $names }。请输入更完整的名称。
term-final-scores = 最终得分
term-score = { $seat }：{ $score }
term-winner = { $count ->
    [0] 无人获胜。
    [1] 获胜者：{ $players }。
   *[other] 共同获胜：{ $players }。
  }
term-autosave-failed = （无法自动保存到 { $file }；游戏继续。请自行输入“保存 文件名”保存。）
term-kept = 游戏已自动保存在 { $file }：可用 speakeasy play --resume 继续
term-not-kept = 游戏没有自动保存
term-save-before-leaving = 离开前要保存吗？输入文件名，或直接按回车离开（{ $kept }）。
term-internal-error = 电脑玩家行动时出现内部错误（{ $error }）；游戏无法继续（{ $kept }）。
term-internal-error-undone = 执行“{ $choice }”时出现内部错误（{ $error }）：该步已撤销，请重新回答问题（{ $kept }）。
term-command-failed = 该命令执行失败（{ $error }）；游戏继续。
term-save-folder = 无法将游戏保存到 { $file }：这是文件夹，请给出文件名。
term-overwrite = { $file } 已存在：要覆盖吗？[是/否]
term-yes = 是
term-not-saved = 未保存。

# --- issue 29 (teach29): the terminal fits a terminal
term-ask-again = （按回车键再次显示问题）
term-view-parts = 只看一部分：{ $view } { $parts }。
term-view-unknown = 桌面上没有叫“{ $input }”的部分：{ $view } { $parts }。
term-concept = { $name }（规则：{ $page }）
# (issue 28) a new game's first line when an unfinished autosaved game is moved aside
term-kept-previous = （之前自动保存的未完成游戏已另存为 { $file }：可用 speakeasy play --load { $file } 继续）

# (issue 28) the book's title and the line under it
book-title = { $game }规则参考
book-generated = 由规则数据生成（指纹 { $fingerprint }）。

# `why`：问题中未列出的选项及原因（issue 29）
term-cmd-why = 为什么
term-help-why = { "  " }{ $why }　名称　未列出的选项为什么不能选（全部，或名称中含有该名称的）
term-why-line = { "  " }{ $option }：{ $why }
term-why-none = 这个问题没有被排除的选项：能选的都已列出。
term-why-unknown = 没有叫“{ $input }”的未列出选项。
