from edgeassist.cli import main

raise SystemExit(main())
