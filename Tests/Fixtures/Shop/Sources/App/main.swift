import Catalog

print(Catalog().titles)
