"""An utterance in clauses, for readers that take a whole question or nothing (the exact answers'
skills, the computations): a question said after its context or before a remark is read too."""
from __future__ import annotations

import re

_QUESTION_WORDS = {"what", "what's", "whats", "how", "when", "when's", "which", "spell", "define", "convert", "is"}


def clauses(text: str) -> list[str]:
    """The utterance, then its last clause, its first, the others ("I'm baking. How many cups is 200 grams?",
    "How do you spell colonel, the army rank?"): a question said after or before its context."""
    parts = [p for p in re.split(r"(?<=[.?!:;])\s+|,\s+", text.strip()) if p.strip(" .?!,:;")]
    if len(parts) < 2:      # said, not typed: no punctuation; the question may start at its question word
        words = text.split()
        starts = [i for i, w in enumerate(words) if i > 1 and w.lower().strip(",.") in _QUESTION_WORDS]
        return [text] + [" ".join(words[i:]) for i in starts[-2:][::-1]] if 2 < len(words) <= 30 else [text]
    if len(parts) > 6:
        return [text]
    out = [text, parts[-1], parts[0]] + parts[1:-1]
    if len(parts) > 2:
        out.append(" ".join(parts[-2:]))
    return list(dict.fromkeys(out))
