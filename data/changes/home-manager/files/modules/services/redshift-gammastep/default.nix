{
  imports = [
    ./gammastep.nix
    ./redshift.nix
  ];
}
