from accessible_games.cli import main

raise SystemExit(main())
