# 工作室编辑器中的人工译文（interpreter/web/pinning.py、static/pins.js；issue 28 第 1 项）：译者为某一语言手写的
# 配件规则文字，与依据实际运行的效果自动生成的文字并排显示。

## 编辑器的人工译文面板
web-pins = 人工译文
web-pins-intro = 译者可以为某一语言手写配件的规则文字。只有当人工译文与效果所说的一致时才会被采用；请对照旁边自动生成的文字，核对其中的动作、对象、条件和时机。
web-pins-none-here = 此配件没有可供改写的规则文字。
web-pin-generated = 自动生成（实际运行的效果）
web-pin-pinned = 人工译文
web-pin-state-none = 尚无人工译文：使用自动生成的文字。
web-pin-state-valid = 有效：正在使用人工译文。
web-pin-state-stale = 已过时：写下这条译文之后，此配件的效果已经更改。在重新保存或移除这条译文之前，使用自动生成的文字。
web-pin-state-refused = 未通过检查：使用自动生成的文字。检查结果：
web-pin-state-unknown = 这条人工译文所属的配件不在当前规则中。
web-pin-english-changed = 这条译文翻译之后，英文原文已有改动：请重新核对。
web-pin-draft-stales = 你的修改改变了此配件的效果：修改写入规则文件后，这条人工译文将会过时。
web-pin-reviewed = 审校：{ $reviewer }（{ $date }）
web-pin-reviewed-undated = 审校：{ $reviewer }
web-pin-not-reviewed = 尚未审校
web-pin-where = { $file } 第 { $line } 行
web-pin-at = 译文第 { $line } 行第 { $column } 列：
web-pin-edit = 撰写人工译文
web-pin-text = 译文（每条规则文字占一行）
web-pin-reviewer = 审校人署名（可不填：填写你的名字，并自动附上今天的日期）
web-pin-write = 保存人工译文
web-pin-remove = 移除人工译文
web-pin-remove-confirm = 要移除{ $language }的人工译文吗？移除后将使用自动生成的文字。
web-pin-written = 已保存到 { $path }。
web-pin-removed = 已从 { $path } 中移除。
web-pin-file-problems = 人工译文文件本身有问题：

## 编辑器的人工译文：拒绝保存的原因
web-pin-refused = 未保存：有 { $count } 个问题（规则检查也会报告这些问题）。人工译文文件未作改动。
web-pin-refused-no-pin = { $id } 在此语言中没有人工译文。
web-pin-refused-empty = 请先填写要保存的译文。
web-pin-refused-reviewer = 审校人署名须为一行，最多 { $most } 个字符。
web-pin-refused-too-large = 人工译文文件将超过 { $most } 字节。
web-pin-refused-file = 无法读写人工译文文件：{ $reason }
web-pin-refused-language = 此工作室没有“{ $lang }”这种语言。
web-pin-refused-request = 人工译文须以 id、lang 和 text（以及 reviewer、remove）提交。
