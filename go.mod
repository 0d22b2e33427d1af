module coordsim

go 1.26.8
