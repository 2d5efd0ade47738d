"""edgeassist: an offline push-to-talk voice assistant daemon for small ARM boards."""
import os as _os

# numpy's OpenBLAS runs one thread per core and keeps them spinning after each product: beside
# llama.cpp, Piper and Whisper (threads of their own, planned per board: sysinfo.thread_plan) they
# took the model's cores after every sentence embedding (a chat answer's first sound p50 +50-100 ms
# on 2 cores). The embeddings' products are small: one thread. Set before numpy is first imported.
_os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

__version__ = "0.1.0"
