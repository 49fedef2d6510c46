{
  imports = [
    ./i3.nix
    ./sway.nix
    ./swaynag.nix
  ];
}
