{
  imports = [
    ./options.nix
    ./builds.nix
    ./containers.nix
    ./images.nix
    ./install-quadlet.nix
    ./networks.nix
    ./services.nix
    ./volumes.nix
  ];
}
