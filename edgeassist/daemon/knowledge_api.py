"""The daemon's knowledge: built at start, re-read on SIGHUP (a bad file keeps what was
answering), and the knowledge.* requests: list, misses (the latest questions that got the
fallback line), add, remove (entries added through the API persist in the state directory) and
reload. Every change publishes a `knowledge` event."""
from __future__ import annotations

import logging

from ..nlu.knowledge import KnowledgeError
from ..protocol import messages as M
from ..protocol.messages import ProtocolError

log = logging.getLogger(__name__)


def build(cfg):
    """The knowledge of the config; KnowledgeError naming the file, entry and field."""
    from ..runtime import build_knowledge
    store = build_knowledge(cfg, log=log.warning)
    if len(store.index):
        log.info("knowledge: %d entries (%s)", len(store.index),
                 "by meaning and words" if store.embedder is not None else "by words")
    return store


def reload(d, old, new) -> None:
    """SIGHUP: the files again (a new store when the embedding model changed)."""
    try:
        if (old.knowledge.embedding_model, old.daemon.models_dir) != (new.knowledge.embedding_model,
                                                                      new.daemon.models_dir):
            d.knowledge = d.understander.knowledge = build(new)
        else:
            d.knowledge.reload(new.knowledge.files)
            d.knowledge.fallback, d.knowledge.ask_back = new.knowledge.fallback.strip(), new.knowledge.ask_back
    except KnowledgeError as e:
        log.error("reload: keeping the knowledge that was loaded: %s", e)
        d.emit("error", code="reload_failed", message=str(e))


def handle(d, req: M.Request) -> dict:
    store = d.knowledge
    try:
        if isinstance(req, M.KnowledgeList):
            return M.reply("knowledge.list.reply", req.id, entries=[e.to_json() for e in store.entries()],
                           files=list(store.files), by_meaning=store.embedder is not None)
        if isinstance(req, M.KnowledgeMisses):
            return M.reply("knowledge.misses.reply", req.id, misses=store.misses(), fallback=store.fallback)
        if isinstance(req, M.KnowledgeAdd):
            out = {"added": store.add(req.entries)}
        elif isinstance(req, M.KnowledgeRemove):
            out = {"removed": store.remove(req.ids)}
        else:
            out = {"entries": store.reload()}
    except KnowledgeError as e:
        raise ProtocolError("bad_knowledge", str(e), req.id) from None
    d.emit("knowledge", entries=len(store.index))
    return M.reply(f"{req.TYPE}.reply", req.id, **out)
