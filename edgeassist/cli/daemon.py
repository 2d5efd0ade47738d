"""Commands about the daemon: run it, and talk to it (status, events, ptt, intents, volume, keys)."""
from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path

from .common import UserError, add_options, call, client, load_config


def cmd_run(args) -> int:
    from ..audio.devices import DeviceError
    from ..daemon.core import Daemon, StartupError
    from ..engines.asr import AsrError
    from ..engines.piper import TtsError
    from ..nlu.intents import IntentError
    from ..protocol.endpoints import EndpointError
    cfg = load_config(args)
    d = Daemon(cfg, args.config)
    try:
        d.start()
    except (StartupError, EndpointError, IntentError, AsrError, TtsError, DeviceError, RuntimeError) as e:
        raise UserError(f"cannot start: {e}", 1) from None
    print(f"edgeassist ready: requests on {d.server.endpoint}, events on {d.server.events_endpoint} "
          f"(Ctrl-C stops)", file=sys.stderr)
    rc = d.run()
    # Stopped: sockets closed, state saved, the log written. Leave without the interpreter's
    # teardown of the native libraries (ONNX, CTranslate2, llama.cpp, PortAudio), which frees
    # only what the exit frees anyway and took seconds past the 2 s stop on a loaded machine.
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(rc)


def cmd_stage_speak(args) -> int:
    from ..daemon.speak_stage import stage_main
    stage_main(args.cmd_addr, args.evt_addr, load_config(args))
    return 0


def cmd_status(args) -> int:
    r = call(args, "status")
    r.pop("v", None)
    r.pop("id", None)
    r.pop("type", None)
    if args.json:
        print(json.dumps(r))
        return 0
    print(status_text(r))
    return 0


def status_text(r: dict) -> str:
    """The status reply as lines a person reads."""
    m, a, k, w = r["models"], r["audio"], r["knowledge"], r.get("wake") or {}
    lines = [f"state      {r['state']} (up {r['uptime_s']:.0f} s, {r['queue']} requests waiting, volume {r['volume']})",
             f"models     {m['llm']}",
             f"           {m['asr']['engine']}: {m['asr']['model']}",
             f"           {m['tts']}",
             f"microphone {a['input']}",
             f"speaker    {a.get('output', 'ok')}",
             f"knowledge  {k['entries']} entries" + (" (by meaning)" if k.get("by_meaning") else "")
             + (f", {k['misses']} questions it could not answer" if k.get("misses") else ""),
             "hands-free " + (f"on: {' / '.join(w.get('words', []))} ({w.get('engine')}), "
                              f"{w.get('detections', 0)} detections" if w.get("enabled") else "off"),
             f"wyoming    {r.get('wyoming') or 'off'}"]
    for t in r.get("timers", []):
        lines.append(f"timer      {t.get('name') or t['id']}: {t['duration_s']:.0f} s, ends in {t['ends_in_s']:.0f} s"
                     + (" (paused)" if t.get("paused") else ""))
    if r.get("alarms") or r.get("reminders"):
        lines.append(f"keeping    {r.get('alarms', 0)} alarms, {r.get('reminders', 0)} reminders (edgeassist items)")
    v = r["versions"]
    lines.append(f"versions   edgeassist {v['edgeassist']}, protocol {v['protocol']}, llama-cpp-python "
                 f"{v['llama_cpp_python']}, libzmq {v['libzmq']}")
    return "\n".join(lines)


def cmd_events(args) -> int:
    from ..client import ClientError
    c = client(args)
    try:
        for ev in c.events(args.topic or None, timeout=args.for_seconds):
            ev.pop("_binary", None)
            print(json.dumps(ev), flush=True)
    except ClientError as e:
        raise UserError(str(e), 3) from None
    except KeyboardInterrupt:
        pass
    finally:
        c.close()
    return 0


def cmd_ptt(args) -> int:
    r = call(args, "ptt_press" if args.action == "press" else "ptt_release")
    if args.json:
        print(json.dumps({"utterance": r.get("utterance"), "state": r.get("state")}))
    elif r.get("microphone", "ok") != "ok":
        print(f"edgeassist: pressed, but nothing can be heard: {r['microphone']}", file=sys.stderr)
        return 1
    elif r.get("utterance"):
        print(f"{args.action}ed: utterance {r['utterance']}, now {r.get('state')}")
    else:
        print(f"edgeassist: nothing to {args.action}: the daemon is {r.get('state')}"
              + (" (no utterance is being listened to)" if args.action == "release" else ""), file=sys.stderr)
        return 1
    return 0


def cmd_wake(args) -> int:
    r = call(args, "wake_enable" if args.action == "on" else "wake_disable")
    if args.json:
        print(json.dumps({k: r.get(k) for k in ("enabled", "engine", "words", "sensitivity", "detections")}))
    else:
        state = "on" if r.get("enabled") else "off"
        print(f"hands-free {state}: wake word {' / '.join(r.get('words') or [])} ({r.get('engine')}), "
              f"{r.get('detections', 0)} detections so far")
    return 0


def cmd_intents(args) -> int:
    if args.action == "list":
        print(json.dumps(call(args, "intents_list"), indent=1))
        return 0
    if args.action == "register":
        from ..nlu.intents import IntentError, load_intents_file
        try:
            load_intents_file(args.file)   # the same checks, with the file name in the message
        except IntentError as e:
            raise UserError(str(e)) from None
        data = json.loads(Path(args.file).read_text())
        intents = data["intents"] if isinstance(data, dict) else data
        print(json.dumps(call(args, "intents_register", intents, replace=args.replace)))
        return 0
    print(json.dumps(call(args, "intents_unregister", args.names)))
    return 0


def cmd_volume(args) -> int:
    if args.level not in (None, "up", "down") and not (args.level.isdigit() and 0 <= int(args.level) <= 100):
        raise UserError(f"volume: {args.level!r} is not 0-100, up or down")
    level = None if args.level in (None, "up", "down") else int(args.level)
    direction = args.level if args.level in ("up", "down") else None
    v = call(args, "volume", level, direction)
    if args.json:
        print(json.dumps({"volume": v}))
    else:
        print(f"volume {v}" + (" (muted: nothing is heard)" if v == 0 else ""))
    return 0


def cmd_keys_generate(args) -> int:
    import zmq.auth
    d = Path(args.dir)
    d.mkdir(parents=True, exist_ok=True)
    public, secret = zmq.auth.create_certificates(str(d), args.name)
    Path(secret).chmod(0o600)
    print(f"public key: {public}\nsecret key: {secret}  (keep private)")
    return 0


def register(sub) -> None:
    r = sub.add_parser("run", help="run the daemon (the main job)")
    r.set_defaults(func=cmd_run)

    st = sub.add_parser("stage-speak", help="internal: the speak stage in its own process (daemon.stages = \"ipc\")")
    st.add_argument("cmd_addr")
    st.add_argument("evt_addr")
    st.set_defaults(func=cmd_stage_speak)

    s = sub.add_parser("status", help="the daemon's state, models, queue and versions")
    s.add_argument("--json", action="store_true", help="the reply as JSON (one line)")
    add_options(s, local=False)
    s.set_defaults(func=cmd_status)

    e = sub.add_parser("events", help="print the live event stream (JSON lines)")
    e.add_argument("topic", nargs="*", help="event types or prefixes (default: all)")
    e.add_argument("--for-seconds", type=float, default=None, help="stop after this long without an event")
    add_options(e, local=False)
    e.set_defaults(func=cmd_events)

    p = sub.add_parser("ptt", help="press or release push-to-talk")
    p.add_argument("action", choices=("press", "release"))
    p.add_argument("--json", action="store_true")
    add_options(p, local=False)
    p.set_defaults(func=cmd_ptt)

    w = sub.add_parser("wake", help="hands-free listening for the wake word on or off")
    w.add_argument("action", choices=("on", "off"))
    w.add_argument("--json", action="store_true", help="the status as JSON")
    add_options(w, local=False)
    w.set_defaults(func=cmd_wake)

    i = sub.add_parser("intents", help="list, register or unregister app intents")
    isub = i.add_subparsers(dest="action", required=True)
    il = isub.add_parser("list")
    add_options(il, local=False)
    il.set_defaults(func=cmd_intents)
    ir = isub.add_parser("register")
    ir.add_argument("file")
    ir.add_argument("--replace", action="store_true", help="replace all app intents")
    add_options(ir, local=False)
    ir.set_defaults(func=cmd_intents)
    iu = isub.add_parser("unregister")
    iu.add_argument("names", nargs="+")
    add_options(iu, local=False)
    iu.set_defaults(func=cmd_intents)

    v = sub.add_parser("volume", help="show or set the volume (0-100, up, down)")
    v.add_argument("level", nargs="?")
    v.add_argument("--json", action="store_true")
    add_options(v, local=False)
    v.set_defaults(func=cmd_volume)

    k = sub.add_parser("keys", help="CURVE keys for tcp:// endpoints")
    ks = k.add_subparsers(dest="sub", required=True)
    kg = ks.add_parser("generate", help="create NAME.key (public) and NAME.key_secret in DIR")
    kg.add_argument("dir")
    kg.add_argument("--name", default="server")
    kg.set_defaults(func=cmd_keys_generate)
