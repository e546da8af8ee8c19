import PlotCLI
PlotCommandLine.main()
