"""The chat format a GGUF model was trained on: how its system, user and assistant turns are written.

Chosen in this order ([llm] chat_template):
1. a name of one of FORMATS below, or a Jinja file (a template in the form GGUF files carry);
2. "auto" (the default): the model's own template (the GGUF key tokenizer.chat_template);
3. a model without one (base models, some conversions): the format whose turn markers are single
   special tokens of its vocabulary (Gemma's <start_of_turn>, ChatML's <|im_start|>, ...), the way
   llama.cpp recognises formats by their markers; none of them: one clear error naming the file.
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

from .sampling import LlmError

_CHATML = ("{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
           "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}")
# Gemma has no system turn: the system text opens the first user turn
_GEMMA = ("{% set ns = namespace(sys='') %}"
          "{% for m in messages %}{% if m['role'] == 'system' %}{% set ns.sys = m['content'] + '\n\n' %}"
          "{% else %}<start_of_turn>{{ 'model' if m['role'] == 'assistant' else 'user' }}\n"
          "{{ ns.sys if m['role'] == 'user' else '' }}{{ m['content'] }}<end_of_turn>\n"
          "{% if m['role'] == 'user' %}{% set ns.sys = '' %}{% endif %}{% endif %}{% endfor %}"
          "{% if add_generation_prompt %}<start_of_turn>model\n{% endif %}")
_LLAMA3 = ("{% for m in messages %}<|start_header_id|>{{ m['role'] }}<|end_header_id|>\n\n"
           "{{ m['content'] }}<|eot_id|>{% endfor %}"
           "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}")
_PHI3 = ("{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n{% endfor %}"
         "{% if add_generation_prompt %}<|assistant|>\n{% endif %}")

# name -> (markers that must each be one special token of the vocabulary, template)
FORMATS: dict[str, tuple[tuple[str, ...], str]] = {
    "chatml": (("<|im_start|>", "<|im_end|>"), _CHATML),
    "gemma": (("<start_of_turn>", "<end_of_turn>"), _GEMMA),
    "llama3": (("<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>"), _LLAMA3),
    "phi3": (("<|user|>", "<|assistant|>", "<|end|>"), _PHI3),
}


def choose(setting: str, model_path: str | Path, own: str,
           is_special: Callable[[str], bool]) -> tuple[str, str]:
    """(template, where it came from). setting: [llm] chat_template; own: the GGUF's template;
    is_special(marker): the marker is one special token of the model's vocabulary."""
    setting = (setting or "auto").strip()
    if setting in FORMATS:
        return FORMATS[setting][1], f"the {setting} format ([llm] chat_template)"
    if setting != "auto":
        path = Path(setting).expanduser()
        if not path.is_file():
            raise LlmError(f"[llm] chat_template = {setting!r}: neither a file nor one of auto, "
                           f"{', '.join(FORMATS)}")
        try:
            return path.read_text(encoding="utf-8"), f"{path} ([llm] chat_template)"
        except (OSError, UnicodeDecodeError) as e:
            raise LlmError(f"[llm] chat_template: cannot read {path} ({e})") from None
    if own.strip():
        return own, "the model's own template"
    for name, (markers, template) in FORMATS.items():
        if all(is_special(m) for m in markers):
            return template, f"the {name} format (the model has no chat template; its vocabulary has {markers[0]})"
    raise LlmError(f"{model_path}: the model has no chat template (GGUF key tokenizer.chat_template) and its "
                   f"vocabulary has the turn markers of none of {', '.join(FORMATS)}; name its format or a "
                   f"Jinja template file in [llm] chat_template")
