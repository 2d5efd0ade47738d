"""The configuration written out: the effective values as TOML (`edgeassist config show`), the
README's reference table and the annotated example (`edgeassist config example`), each key with
the documentation its field carries (config.py)."""
from __future__ import annotations

import dataclasses
from typing import Any

from .config import SECTIONS, Config


def to_toml(cfg: Config) -> str:
    """The effective configuration as TOML, each key with its documentation."""
    out = [f"# effective configuration (from {cfg.source})"]
    for name, cls in SECTIONS.items():
        out.append(f"\n[{name}]")
        section = getattr(cfg, name)
        for f in dataclasses.fields(cls):
            out.append(f"# {f.metadata['doc']}")
            out.append(f"{f.name} = {_toml_value(f.name, getattr(section, f.name))}")
    return "\n".join(out) + "\n"


def _toml_value(name: str, v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if name == "socket_mode":
        return oct(v)
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(name, x) for x in v) + "]"
    return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'


def reference_markdown() -> str:
    """The configuration reference table (README)."""
    rows = ["| key | default | meaning |", "| --- | --- | --- |"]
    defaults = Config()
    for name, cls in SECTIONS.items():
        for f in dataclasses.fields(cls):
            d = getattr(getattr(defaults, name), f.name)
            shown = "(models/ of the checkout)" if f.name == "models_dir" else _toml_value(f.name, d)
            rows.append(f"| `{name}.{f.name}` | `{shown}` | {f.metadata['doc']} |")
    return "\n".join(rows)


def example_toml() -> str:
    """The annotated example configuration (docs/config.example.toml): every key, commented out,
    at its default."""
    out = ["# edgeassist configuration: an annotated example.",
           "# Copy to /etc/edgeassist/config.toml (or pass --config FILE, or set EDGEASSIST_CONFIG).",
           "# Every key is optional: the values shown (commented out) are the defaults.",
           "# Relative model paths are looked up in daemon.models_dir. Check a file with:",
           "#   edgeassist config check      and see the effective values with: edgeassist config show"]
    cfg = Config()
    for name, cls in SECTIONS.items():
        out.append(f"\n[{name}]")
        for f in dataclasses.fields(cls):
            m = f.metadata
            rng = ""
            if m.get("choices"):
                rng = " Allowed: " + ", ".join(_toml_value(f.name, c) for c in m["choices"]) + "."
            elif m.get("lo") is not None:
                rng = f" Range: {_toml_value(f.name, m['lo'])} to {_toml_value(f.name, m['hi'])}."
            out.append(f"# {m['doc']}{rng}")
            if f.name == "models_dir":
                out.append("# (default: models/ of the source checkout when it has a manifest, else this path;")
                out.append("#  EDGEASSIST_MODELS overrides it)")
                out.append('# models_dir = "/var/lib/edgeassist/models"')
            else:
                out.append(f"# {f.name} = {_toml_value(f.name, getattr(getattr(cfg, name), f.name))}")
    return "\n".join(out) + "\n"
